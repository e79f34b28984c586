import { array, string } from 'superstruct';
import { defineCall } from './define';
import { NoFields } from './structs';

/** The avatar picker's icons: a static file beside the portal, loaded when the picker opens. */
export const listAvatars = defineCall({
  id: 'avatars.list',
  method: 'GET',
  path: '/custom_login/avatars/avatars.json',
  body: 'none',
  access: 'public',
  root: 'static',
  request: NoFields,
  response: array(string()),
});

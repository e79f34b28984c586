import { atom } from 'nanostores';
import { listAvatars } from '../api/avatars';
import { send } from '../client/request';
import type { SomaOptions } from '../config';

/**
 * The avatar picker's icons (file names from the avatar list file); null until loaded. Only the
 * picker imports this module, and it loads the list when it opens.
 */
export const $avatars = atom<string[] | null>(null);

export async function loadAvatars(config?: SomaOptions): Promise<string[] | null> {
  if ($avatars.get() !== null) return $avatars.get();
  const result = await send(listAvatars, {}, config);
  if (result.ok) $avatars.set(result.data);
  return $avatars.get();
}

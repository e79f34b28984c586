/** Why a login page cannot live at a path (loginPaths.ts), naming the field that holds it. */
export const LOGIN_PATH_FIELD = 'alternate login url';
export const loginPathAtRoot = (field: string) =>
  `The ${field} field must differ from the other login page's address, /.`;
export const loginPathShape = (field: string) =>
  `The ${field} field must be a path of letters, digits, dashes and underscores starting with a slash, such as /student.`;
export const loginPathTaken = (field: string, taken: string) =>
  `The ${field} field cannot be ${taken}: the portal uses that address for another page, so nobody could log in there.`;

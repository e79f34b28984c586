import type * as en from './loginPathsTexts';

/** Kiswahili of ./loginPathsTexts. */
export const LOGIN_PATH_FIELD = 'URL mbadala ya kuingia';
export const loginPathAtRoot: typeof en.loginPathAtRoot = (field) =>
  `Sehemu ya ${field} lazima itofautiane na anwani ya ukurasa mwingine wa kuingia, /.`;
export const loginPathShape: typeof en.loginPathShape = (field) =>
  `Sehemu ya ${field} lazima iwe njia ya herufi, tarakimu, vistari na mistari ya chini inayoanza na mkwaju (/), kama /student.`;
export const loginPathTaken: typeof en.loginPathTaken = (field, taken) =>
  `Sehemu ya ${field} haiwezi kuwa ${taken}: tovuti inatumia anwani hiyo kwa ukurasa mwingine, kwa hivyo hakuna mtu angeweza kuingia hapo.`;

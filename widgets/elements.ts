/**
 * The registry of Soma's elements: each tag and what registers it. The entry file
 * (src/index.ts) hands it to the loader, which knows no element by itself.
 *
 * Each tag points to its folder's `element.ts`, not its `define.ts`. The build names `define.ts`
 * files after the element (`login.js`, for npm users' `soma/login`), so a browser must ask on
 * every visit whether they changed; `element.ts` lands in a chunk whose name carries its hash and
 * stays cached. The loader is then the one file a returning visitor's browser asks about.
 */
import type { Registry } from '../src/loader';

export const elements: Registry = {
  'soma-login': () => import('./login/element'),
  'soma-student-login': () => import('./student-login/element'),
  'soma-plan-shop': () => import('./plan-shop/element'),
  'soma-account': () => import('./account/element'),
  'soma-admin': () => import('./admin/element'),
};

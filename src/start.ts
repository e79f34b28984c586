/**
 * What the loader script (`dist/soma.js`) and the hosted portal both start with: `window.Soma`
 * and the loader, handed the elements' registry (widgets/elements.ts). The build keeps it in the
 * small `config` chunk both load, so the portal does not fetch the loader script itself.
 */
import { elements } from '../widgets/elements';
import { configure } from './config';
import { type Chooser, load, start } from './loader';

export const Soma = { configure, load };

declare global {
  interface Window {
    Soma?: typeof Soma;
  }
}

/** Exposes `window.Soma` and loads the page's elements; `chooser` may define one from another module. */
export function startSoma(chooser?: Chooser): void {
  window.Soma ??= Soma;
  start(elements, chooser);
}

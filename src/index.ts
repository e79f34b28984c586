/**
 * `dist/soma.js`: one module script that defines all five Soma elements, each loaded on first
 * use, and exposes `Soma.configure()`. The one file of src/ that knows the elements: it hands
 * their registry (widgets/elements.ts) to the loader.
 */
import { elements } from '../widgets/elements';
import { configure } from './config';
import { load, start } from './loader';

export type { SomaOptions, Routing } from './config';
export { configure, load };

export const Soma = { configure, load };

declare global {
  interface Window {
    Soma?: typeof Soma;
  }
}

if (typeof window !== 'undefined') {
  window.Soma ??= Soma;
  start(elements);
}

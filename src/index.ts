/**
 * `dist/soma.js`: one module script that defines all five Soma elements, each loaded on first
 * use, and exposes `Soma.configure()`.
 */
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
  start();
}

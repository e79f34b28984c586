/**
 * `dist/soma.js`: one module script that defines all five Soma elements, each loaded on first
 * use, and exposes `Soma.configure()`. It starts what src/start.ts holds, which knows the elements'
 * registry (widgets/elements.ts), and chooses each element's language.
 */
import { configure, defaults } from './config';
import { LANGUAGE } from './language';
import { load } from './loader';
import { Soma, startSoma } from './start';

export type { SomaOptions, Routing } from './config';
export { configure, load, Soma };

/**
 * An element that asks for Kiswahili (its `locale` attribute, else `Soma.configure({ locale })`)
 * is defined by the Kiswahili build's module for its tag, `sw/<name>.js` beside this file
 * (docs/languages.md). In the Kiswahili build the test folds away.
 */
const inLanguage = (tag: string, element: Element) =>
  LANGUAGE === 'en' && /^sw/i.test(element.getAttribute('locale') ?? defaults().locale ?? '')
    ? import(/* @vite-ignore */ `./sw/${tag.slice(5)}.js`)
    : undefined;

if (typeof window !== 'undefined') startSoma(inLanguage);

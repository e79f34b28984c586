/**
 * The language this build of the SDK speaks. Soma is built once per language (docs/languages.md):
 * the Kiswahili build resolves every module that has a `.sw.ts` twin to the twin, this one included.
 */
export const LANGUAGE: string = 'en';

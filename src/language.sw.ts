/** The language of the Kiswahili build (docs/languages.md). */
export const LANGUAGE: string = 'sw';

/** The language of the pseudo-locale build, a test build (scripts/pseudo-locale.mjs). */
export const LANGUAGE: string = 'en-XA';

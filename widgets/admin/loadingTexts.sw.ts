import type * as en from './loadingTexts';

/** Kiswahili of ./loadingTexts. */
export const LOADING = 'Inapakia...';

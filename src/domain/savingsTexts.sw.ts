import type * as en from './savingsTexts';

/** Kiswahili of ./savingsTexts: 'Okoa 17%'. */
export const saveText: typeof en.saveText = (percent) => `Okoa ${percent}%`;

/** The save bar's states, in Kiswahili. */
import type * as en from './saveBarTexts';

export const UNSAVED_CHANGES = 'Kuna mabadiliko ambayo hayajahifadhiwa';
export const NO_UNSAVED_CHANGES = 'Hakuna mabadiliko ambayo hayajahifadhiwa';

/** "Sehemu" (field) is the same word for one and many; the verb's prefix changes: i- for one, zi- for more. */
export const fieldsToFix: typeof en.fieldsToFix = (count) =>
  count === 1 ? 'Sehemu 1 inahitaji kurekebishwa' : `Sehemu ${count} zinahitaji kurekebishwa`;

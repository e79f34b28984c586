import type * as en from './texts';

/** Kiswahili of ./texts: the payment method page. */
export const TITLE = 'Sasisha Njia ya Malipo';
export const FIX_TITLE = 'Rekebisha Njia ya Malipo';
export const CURRENT_CARD = 'Kadi ya sasa';
export const NO_CARD = 'Hakuna kadi iliyohifadhiwa.';
export const NEW_CARD = 'Kadi mpya';
export const SAVE = 'Hifadhi Kadi';
export const SAVE_AND_PAY = 'Hifadhi Kadi na Ulipe';
export const BACK = 'Rudi';
export const LOADING = 'Inapakia...';
/** Said once a card is saved and made the default. */
export const saved: typeof en.saved = (last4, hasPlan) => {
  const card = last4 ? `Kadi yako inayoishia ${last4} imehifadhiwa.` : 'Kadi yako imehifadhiwa.';
  return hasPlan ? `${card} Malipo ya kila kipindi ya mpango wako yatatozwa kwenye kadi hii.` : card;
};
/** On a failed payment, what saving the card also does. */
export const RETRY_NOTE = 'Malipo yako ya mwisho hayakufaulu. Ukihifadhi kadi, itatozwa malipo hayo papo hapo.';

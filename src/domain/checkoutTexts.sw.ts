import type * as en from './checkoutTexts';

/** Kiswahili of ./checkoutTexts. */
export const UPGRADE_TITLE = 'Badilisha Mpango';
export const UPGRADED_MESSAGE = 'Mpango wako umebadilishwa.';
export const CHECKOUT_LABEL = 'Lipa';
export const SIGN_UP_LABEL = 'Jisajili';

/** 'Ninakubali kubadilisha mpango na kulipa jumla ya Ksh 1,500.' */
export const agreeSentence: typeof en.agreeSentence = (total, upgrade) =>
  `Ninakubali ${upgrade ? 'kubadilisha mpango na kulipa' : 'kulipa'} jumla ya ${total}.`;

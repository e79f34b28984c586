import type * as en from './cardFormTexts';

/** Kiswahili of ./cardFormTexts. */
export const CARD_MESSAGES = {
  name: 'Jina lako linahitajika',
  number: 'Nambari ya kadi yako haijakamilika',
  expiry: 'Tarehe ya mwisho wa matumizi ya kadi yako haijakamilika',
  cvc: 'Msimbo wa usalama wa kadi yako haujakamilika',
  numberInvalid: 'Nambari ya kadi yako si sahihi',
  expiryInvalid: 'Tarehe ya mwisho wa matumizi ya kadi yako si sahihi',
  expiryPast: 'Muda wa matumizi ya kadi yako umeshapita',
  cvcInvalid: 'Msimbo wa usalama wa kadi yako si sahihi',
} as const;

/** The card form's messages and its parts' labels, in Kiswahili. */
export const PAYMENT_MESSAGES = {
  loading: 'Fomu ya kadi inapakia…',
  unavailable: 'Fomu ya kadi haikuweza kupakia. Angalia muunganisho wako wa intaneti kisha ujaribu tena.',
  notReady: 'Fomu ya kadi bado inapakia.',
  failed: 'Hatukuweza kuthibitisha kadi yako. Tafadhali jaribu tena.',
  retry: 'Jaribu tena',
} as const;

/** The labels of the card form's parts. */
export const CARD_LABELS = {
  name: 'Jina lililo kwenye kadi',
  number: 'Nambari ya kadi',
  expiry: 'Tarehe ya kuisha muda',
  cvc: 'Nambari ya usalama (CVC)',
} as const;

export const TITLE = 'Update Payment Method';
export const FIX_TITLE = 'Fix Payment Method';
export const CURRENT_CARD = 'Current card';
export const NO_CARD = 'No card on file.';
export const NEW_CARD = 'New card';
export const SAVE = 'Save Card';
export const SAVE_AND_PAY = 'Save Card & Pay';
export const BACK = 'Back';
export const LOADING = 'Loading...';
/** Said once a card is saved and made the default. */
export function saved(last4: string | undefined, hasPlan: boolean): string {
  const card = last4 ? `Your card ending in ${last4} is saved.` : 'Your card is saved.';
  return hasPlan ? `${card} Your plan's renewals will be charged to it.` : card;
}
/** On a failed payment, what saving the card also does. */
export const RETRY_NOTE = 'Your last payment did not go through. Saving a card charges it for that payment at once.';

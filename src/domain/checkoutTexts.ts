/** The checkout's words (checkout.ts). */
export const UPGRADE_TITLE = 'Change Plan';
export const UPGRADED_MESSAGE = 'Your plan has been successfully changed.';
export const CHECKOUT_LABEL = 'Checkout';
export const SIGN_UP_LABEL = 'Sign Up';

/** The pay-agreement sentence with the total as written: 'I agree to change plans and pay the total of Ksh 1,500.' */
export function agreeSentence(total: string, upgrade: boolean): string {
  const verb = upgrade ? 'change plans and pay' : 'pay';
  return `I agree to ${verb} the total of ${total}.`;
}

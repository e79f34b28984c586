/** An M-Pesa payment on its way, in Kiswahili, in the words Safaricom's own prompts use. */
import type * as en from './texts';

export const MPESA_PHONE = 'Nambari ya simu ya M-Pesa';
export const MPESA_HINT = 'Utapokea ombi la M-Pesa kwenye simu hii ili uthibitishe malipo.';

export const promptSent: typeof en.promptSent = (phone, amount) => `Tumetuma ombi la M-Pesa la ${amount} kwa ${phone}.`;
export const YOUR_PHONE = 'simu yako';
export const APPROVE = 'Angalia simu yako na uweke PIN yako ya M-Pesa ili kukamilisha malipo.';
export const timeLeft: typeof en.timeLeft = (clock) => `Muda uliobaki: ${clock}`;
export const STILL_WAITING = 'Tunasubiri M-Pesa ithibitishe malipo...';

export const SEND_AGAIN = 'Tuma ombi tena';
export const PAY_BY_CARD = 'Lipa kwa kadi badala yake';
export const PAY_BY_MPESA = 'Lipa kwa M-Pesa badala yake';
export const PAY_WITH_CARD = 'Lipa kwa kadi';

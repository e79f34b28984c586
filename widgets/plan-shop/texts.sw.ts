/** The words of <soma-plan-shop>, in Kiswahili; the spec's own sentences come from src/domain. */
import type * as en from './texts';

export { SHOP_TITLE } from '../../src/domain/titles';
export const STEP_NAMES = ['Chagua mpango', 'Maelezo ya malipo', 'Maelezo ya akaunti'] as const;
export const stepLabel: typeof en.stepLabel = (step, of) => `Hatua ${step} kati ya ${of}: ${STEP_NAMES[step - 1]}`;

export const PLANS_LABEL = 'Mipango';
export { studentsLabel as students } from '../../src/domain/duration';
export const CURRENT_PLAN = 'Mpango wa sasa';
export const NEW_PLAN = 'Mpango mpya';
export const YOUR_PLAN = 'Mpango wako';
export const SELECT = 'Chagua';
export const SELECTED = 'Umechaguliwa';

export const PROCEED = 'Endelea';
export const BACK = 'Rudi';
export const CANCEL = 'Ghairi';
export const CANCEL_BUTTONS = ['Hapana', 'Ndiyo'] as const;

export const PAYMENT_METHOD = 'Njia ya malipo';
export const METHOD_LABELS: Record<string, string> = { mpesa: 'M-Pesa', card: 'Kadi ya benki' };
export const savedCardLabel: typeof en.savedCardLabel = (card) =>
  `Kadi ya ${card.brand[0]!.toUpperCase()}${card.brand.slice(1)} inayoishia na ${card.last4}`;
export const USE_FOR_RENEWALS = 'Tumia njia hii ya malipo kwa malipo yajayo ya mpango wangu';
export const NOTHING_TO_PAY = 'Hakuna cha kulipa sasa.';
export const renewalsPrompt: typeof en.renewalsPrompt = (phone) =>
  `Maombi ya M-Pesa ya malipo ya kila kipindi kwa sasa yanatumwa kwa ${phone}.`;
export { MPESA_HINT, MPESA_PHONE } from '../../src/payments/mpesa/texts';

export const TOTAL = 'Jumla';
export const NEXT_BILLING = 'Tarehe ya malipo yajayo';
export const UPGRADE_NOTE =
  'Mpango wako mpya unaanza leo. Sehemu ya mpango wako wa sasa ambayo hujatumia inahesabiwa kama salio, na bei mpya itatozwa kuanzia tarehe ya malipo yajayo.';
export const LOADING = 'Inapakia...';
export const keptAsCredit: typeof en.keptAsCredit = (amount) =>
  `${amount} inabaki kwenye akaunti yako kama salio la malipo yako yajayo.`;
export const deferredTo: typeof en.deferredTo = (date) =>
  `Haitozwi sasa: itaongezwa kwenye malipo yako ya tarehe ${date}.`;
export const TRIAL_ENDS = 'Majaribio yako bila malipo yanaisha leo, na jumla inatozwa sasa.';
export const stillEnds: typeof en.stillEnds = (date) => `Mpango wako unabaki umeghairiwa: bado utaisha tarehe ${date}.`;
export const RESUME_BILLING = 'Pia rejesha malipo ya kiotomatiki';

export const TERMS_TITLE = 'Sheria na Masharti';
export const TERMS_CHECKBOX = 'Nakubali Sheria na Masharti';
export const READ_TERMS = 'Soma Sheria na Masharti';
export const CLOSE = 'Funga';
export const ACCEPT = 'Kubali';
export const PROCESSING = 'Ununuzi wako unashughulikiwa';
export const CHOOSE_AGAIN = 'Chagua mpango mwingine';

import { durationLabel } from '../../../src/domain/duration';
import { nounCount } from '../../../src/domain/plural';
import { countryCodes } from '../../../src/domain/siteSettings';
import type * as en from './texts';

/** Kiswahili of ./texts: the overview's words. */
export const PROFILE = 'Wasifu';
export const CURRENT_PLAN = 'Mpango wa Sasa';
export const CHANGE_PASSWORD = 'Badilisha Nenosiri';
export const EDIT = 'Hariri';
export const SAVE = 'Hifadhi';
export const CANCEL = 'Ghairi';
export const UPDATE_PASSWORD = 'Sasisha Nenosiri';
export const DELETE_ACCOUNT = 'Futa Akaunti';
export const DELETE_ACCOUNT_INTRO =
  'Ukifuta akaunti yako, wasifu wako, wanafunzi wako na mpango wako vitaondolewa, na utatolewa kwenye kila kifaa. Hatua hii haiwezi kutenduliwa.';
export const DELETE_ACCOUNT_PASSWORD = 'Nenosiri';
export const DELETE_ACCOUNT_QUESTION = 'Una uhakika unataka kufuta akaunti yako? Hatua hii haiwezi kutenduliwa.';
export const PROFILE_SAVED = 'Wasifu wako umesasishwa.';
export const LOADING = 'Inapakia...';
export const NOT_GIVEN = 'Haijawekwa';

export const NAME = 'Jina';
export const FIRST_NAME = 'Jina la Kwanza';
export const LAST_NAME = 'Jina la Mwisho';
export const EMAIL = 'Barua Pepe';
export const PHONE = 'Nambari ya Simu';
export const REGION = 'Eneo';

export const STUDENTS = 'Wanafunzi';
export const PRICE = 'Bei';
export const DURATION = 'Muda';
export const STATUS = 'Hali';
export const NEXT_BILLING = 'Tarehe ya malipo yajayo';
export const ENDS_ON = 'Unaisha tarehe';
export const ENDED_ON = 'Uliisha tarehe';
export const PAYMENT_METHOD = 'Njia ya malipo';
export const BALANCE = 'Deni';
export const CREDIT = 'Salio';
export const PAYMENT_PROBLEM = 'Kuna tatizo kwenye njia yako ya malipo';
export const NEXT_PAYMENT = 'Malipo yajayo';
export const PAY_NOW = 'Lipa sasa';
export const PLAN_KEPT = 'Mpango wako unabaki kama ulivyokuwa.';

/** 'Wanafunzi 2, Kila Mwezi': the plan a change is for. */
export const planName: typeof en.planName = (students, months) => {
  if (students === null) return 'mpango mpya';
  const name = nounCount(students, 'Mwanafunzi', 'Wanafunzi');
  return months === null ? name : `${name}, ${durationLabel(months)}`;
};

export const changePending: typeof en.changePending = (plan) =>
  `Mabadiliko yako kwenda ${plan} yanasubiri malipo. Hadi yalipwe, mpango wako unabaki kama unavyoonekana hapa chini.`;
export const changeNotPaid: typeof en.changeNotPaid = (plan) => `Mabadiliko yako kwenda ${plan} hayakulipiwa.`;

/** 'Ksh 4,500 kwa Visa inayoishia 4242', 'Ksh 4,500 kwa M-Pesa'. */
export const nextPayment: typeof en.nextPayment = (amount, method, card) => {
  if (method === 'card') return `${amount} kwa ${card ? cardName(card) : 'kadi'}`;
  if (method === 'mpesa') return `${amount} kwa M-Pesa`;
  return amount;
};

export const statusText: typeof en.statusText = (status, cancelled) => {
  const words: Record<string, string> = {
    active: cancelled ? 'Unatumika (umeghairiwa)' : 'Unatumika',
    expired: 'Muda umeisha',
    pending_payment: 'Malipo yanasubiriwa',
    failed: 'Malipo hayakufaulu',
    failed_declined: 'Kadi imekataliwa',
  };
  return words[status] ?? status;
};

/** 'Weka msimbo wa nchi. Nambari za KE, UG.', or nothing when the settings name no country. */
export const phoneHint: typeof en.phoneHint = (countries) => {
  const codes = countryCodes(countries ?? '');
  return codes.length ? `Weka msimbo wa nchi. Nambari za ${codes.join(', ')}.` : undefined;
};

/** 'Visa inayoishia 4242'. */
export const cardName: typeof en.cardName = (card) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} inayoishia ${card.last4}`;

export const cardText: typeof en.cardText = (card) =>
  `${cardName(card)}, mwisho wa matumizi ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

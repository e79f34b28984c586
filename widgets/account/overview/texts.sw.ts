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
  'Ukifuta akaunti yako, wasifu wako, wanafunzi wako na mpango wako vitaondolewa, na utatolewa kwenye kila kifaa. Risiti zako zitahifadhiwa kwa miaka mitano bila jina lako wala mawasiliano yako, kama sheria ya kodi inavyotaka. Hatua hii haiwezi kutenduliwa.';
/** 'Salio lako la Ksh 386.67 litapotea.' */
export const creditForfeited: typeof en.creditForfeited = (amount) => `Salio lako la ${amount} litapotea.`;
export const balanceOwed: typeof en.balanceOwed = (amount) =>
  `Deni lako la ${amount} litaendelea kudaiwa hata baada ya akaunti yako kufutwa.`;
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
export const RENEWAL_NUMBER = 'Nambari ya M-Pesa ya kusasisha mpango';
export const RENEWAL_NUMBER_HINT = 'Ombi la M-Pesa la kila malipo ya kusasisha mpango litatumwa kwa nambari hii.';
export const CHANGE = 'Badilisha';
export const CHANGE_RENEWAL_NUMBER = 'Badilisha nambari ya M-Pesa ya kusasisha mpango';
export const renewalNumberSaved: typeof en.renewalNumberSaved = (phone) =>
  `Maombi ya M-Pesa ya kusasisha mpango sasa yatatumwa kwa ${phone}.`;
export const PLAN_KEPT = 'Mpango wako unabaki kama ulivyokuwa.';

export const changePending: typeof en.changePending = (plan) =>
  `Mabadiliko yako kwenda ${plan} yanasubiri malipo. Hadi yalipwe, mpango wako unabaki kama unavyoonekana hapa chini.`;
export const changeNotPaid: typeof en.changeNotPaid = (plan) => `Mabadiliko yako kwenda ${plan} hayakulipiwa.`;

export const A_NEW_PLAN = 'mpango mpya';
/** 'Ksh 4,500 kwa Visa inayoishia 4242', 'Ksh 4,500 kwa M-Pesa'. */
export const paidBy: typeof en.paidBy = (amount, means) => `${amount} kwa ${means}`;
export const STATUS_WORDS: typeof en.STATUS_WORDS = {
  active: 'Unatumika',
  active_cancelled: 'Unatumika (umeghairiwa)',
  expired: 'Muda umeisha',
  pending_payment: 'Malipo yanasubiriwa',
  failed: 'Malipo hayakufaulu',
  failed_declined: 'Kadi imekataliwa',
};
export const numbersFrom: typeof en.numbersFrom = (codes) => `Weka msimbo wa nchi. Nambari za ${codes}.`;

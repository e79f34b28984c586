import type * as en from './texts';

/* Kiswahili of ./texts: the Messages to families card. */

export const FAMILY_MESSAGES = 'Ujumbe kwa familia';
export const FAMILY_MESSAGES_HINT =
  'Hutumwa kwa kila familia kwa lugha yake, kwa barua pepe na kwa SMS, kupitia mipangilio ya Barua pepe na ya SMS (bila mtandao, kwenye sanduku la majaribio). Akaunti isiyo na anwani ya barua pepe haipati barua pepe, na isiyo na namba ya simu haipati SMS.';
export const MESSAGE = 'Ujumbe';
export const BY_EMAIL = 'Barua pepe';
export const BY_SMS = 'SMS';
export const KINDS: typeof en.KINDS = {
  receipt: 'Risiti ya kila malipo',
  renewal_reminder: 'Kumbusho kabla ya kusasisha mpango',
  renewal_failed: 'Usasishaji ambao haukulipwa: unaposhindikana, na tena kabla mpango haujaisha',
  plan_ended: 'Mwisho wa mpango ulioghairiwa',
  price_change: 'Bei imepandishwa, kabla haijaanza kutumika',
  trial_ending: 'Kumbusho kabla ya mwisho wa kipindi cha majaribio bila malipo',
};
export const REMINDER_DAYS = 'Siku za kumbusho';
export const REMINDER_DAYS_HINT =
  'Ni siku ngapi kabla ya kusasisha mpango, au kabla ya mwisho wa kipindi cha majaribio, kumbusho hutumwa: 1 hadi 14.';

export const FAMILY_LABELS: typeof en.FAMILY_LABELS = {
  family_messages: FAMILY_MESSAGES,
  reminder_days: REMINDER_DAYS,
};

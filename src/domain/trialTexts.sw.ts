import type * as en from './trialTexts';

/** Kiswahili of ./trialTexts. */
export const FREE_TRIAL = 'Majaribio bila malipo';
export const TRIAL_SHOP = 'Chagua mpango';

/** 'Zimebaki siku 12', 'Imebaki siku 1', 'Inaisha leo' (its last day), 'Imeisha'. */
export const trialLeftText: typeof en.trialLeftText = (days, ended) => {
  if (ended) return 'Imeisha';
  if (days <= 1) return days === 1 ? 'Imebaki siku 1' : 'Inaisha leo';
  return `Zimebaki siku ${days}`;
};

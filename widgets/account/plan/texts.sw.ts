import { nounCount } from '../../../src/domain/plural';
import type * as en from './texts';

/** Kiswahili of ./texts: what cancelling and renewing mean. */
export const CANCEL_TITLE = 'Ghairi Mpango';
export const RENEW_TITLE = 'Endeleza Mpango';
export const BACK = 'Rudi';
export const LOADING = 'Inapakia...';
export const NOT_CANCELLED = 'Mpango wako unaendelea wenyewe kila kipindi; hakuna cha kuendeleza.';
export const ALREADY_CANCELLED = 'Mpango wako umeshaghairiwa.';

export const cancelPoints: typeof en.cancelPoints = (until) => [
  `Mpango wako utaendelea kutumika hadi ${until}; wanafunzi wako wataendelea kuutumia hadi wakati huo.`,
  'Malipo ya kiotomatiki yanakoma: njia yako ya malipo haitatozwa tena.',
  `Unaweza kuendeleza mpango wako wakati wowote kabla ya ${until} ili usiishe.`,
];

/** 'kila mwezi', 'kila mwaka', 'kila miezi 6'. */
function every(months: number): string {
  if (months === 1) return 'kila mwezi';
  if (months === 12) return 'kila mwaka';
  return `kila ${nounCount(months, 'mwezi', 'miezi')}`;
}

export const renewPoints: typeof en.renewPoints = (date, charge, months, price) => [
  'Malipo ya kiotomatiki yanarejea: mpango wako hautaisha.',
  charge === price
    ? `Njia yako ya malipo itatozwa ${price} tarehe ${date}, kisha ${every(months)}.`
    : `Njia yako ya malipo itatozwa ${charge} tarehe ${date}, kisha ${price} ${every(months)}.`,
  'Unaweza kughairi tena wakati wowote kabla ya tarehe ya malipo.',
];

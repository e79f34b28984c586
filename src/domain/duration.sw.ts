import { nounCount } from './plural';
import type * as en from './duration';

/** Kiswahili of ./duration: 'Kila Mwezi', 'Kila Mwaka' or 'Miezi N'. */
export const durationLabel: typeof en.durationLabel = (months) => {
  if (months === 1) return 'Kila Mwezi';
  if (months === 12) return 'Kila Mwaka';
  return nounCount(months, 'Mwezi', 'Miezi');
};

/** A plan's billing period: 'Kila Mwezi', 'Kila Mwaka' or 'Miezi N'. */
export const everyLabel: typeof en.everyLabel = (months) => {
  if (months === 1) return 'Kila Mwezi';
  if (months === 12) return 'Kila Mwaka';
  return nounCount(months, 'Mwezi', 'Miezi');
};

/** A plan's size: 'Mwanafunzi 1', 'Wanafunzi N'. */
export const studentsLabel: typeof en.studentsLabel = (count) => nounCount(count, 'Mwanafunzi', 'Wanafunzi');

import { nounCount } from './plural';
import type * as en from './studentLimitTexts';

/** Kiswahili of ./studentLimitTexts. */
export const PLAN_CHANGED = 'Mpango wako umebadilika';

export const deactivateMessage: typeof en.deactivateMessage = (over) =>
  `Una wanafunzi wengi kupita kiasi. Tafadhali sitisha ${nounCount(over, 'mwanafunzi', 'wanafunzi')} au uboreshe mpango wako`;

/** Why no student can be added: the plan (or the free trial's own plan) is full. */
export const allowanceMessage: typeof en.allowanceMessage = (allowed, trial) =>
  `${trial ? 'Kipindi chako cha majaribio bila malipo kinaruhusu' : 'Mpango wako unaruhusu'} ${nounCount(allowed, 'mwanafunzi', 'wanafunzi')}.`;

/** The server's refusal of one more student, past the allowance. */
export const addRefusedMessage: typeof en.addRefusedMessage = (allowed, trial) =>
  `${allowanceMessage(allowed, trial)} Ondoa mwanafunzi mmoja au uboreshe mpango wako ili kuongeza mwingine.`;

/** The server's refusal of a student while the plan's pages are closed. */
export const NO_OPEN_PLAN_TO_ADD = 'Unahitaji mpango unaotumika ili kuongeza wanafunzi.';

export const removeMessage: typeof en.removeMessage = (over) =>
  `Una wanafunzi wengi kupita kiasi. Tafadhali ondoa ${nounCount(over, 'mwanafunzi', 'wanafunzi')} au uboreshe akaunti yako.`;

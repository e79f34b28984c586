import { nounCount } from './plural';
import type * as en from './fewerStudentsTexts';

/** Kiswahili of ./fewerStudentsTexts. */
export const fewerStudentsText: typeof en.fewerStudentsText = (count, allowed, over) =>
  `Mpango huu ni wa ${nounCount(allowed, 'mwanafunzi', 'wanafunzi')} na wewe una ${count}. Baada ya mabadiliko, kadi ya kila mwanafunzi itabaki imefungwa hadi uondoe ${nounCount(over, 'mwanafunzi', 'wanafunzi')} au uboreshe mpango wako.`;

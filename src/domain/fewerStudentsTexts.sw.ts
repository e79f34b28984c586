import { nounCount } from './plural';
import type * as en from './fewerStudentsTexts';

/**
 * Kiswahili of ./fewerStudentsTexts; how many must go is said whatever the count ("punguza idadi
 * ya wanafunzi kwa 2"), as the server says it (src/api/lang/sw.ts).
 */
export const fewerStudentsText: typeof en.fewerStudentsText = (count, allowed, over) =>
  `Mpango huu ni wa ${nounCount(allowed, 'mwanafunzi', 'wanafunzi')} na wewe una ${count}. Baada ya mabadiliko, kadi ya kila mwanafunzi itabaki imefungwa hadi upunguze idadi ya wanafunzi kwa ${over} au uboreshe mpango wako.`;

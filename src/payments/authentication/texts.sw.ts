/** The sandbox's authentication dialog, in Kiswahili. */
export const TITLE = 'Thibitisha malipo yako';
export const EXPLAIN = 'Benki yako inakuomba uthibitishe malipo haya kabla hayajakatwa.';
export const SANDBOX_NOTE =
  'Haya ni malipo ya majaribio: hakuna benki inayohusika. Yakamilishe ili kuidhinisha malipo, au yakatae ili uone uthibitisho uliokataliwa.';
export const COMPLETE = 'Kamilisha uthibitisho';
export const FAIL = 'Kataa uthibitisho';
export const CLOSE = 'Funga';
export const WORKING = 'Tunathibitisha na benki yako…';

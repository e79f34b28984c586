import type * as en from './siteMessages';

/** Kiswahili of ./siteMessages. */
export const NO_GRADES =
  'Hakuna madarasa yaliyopatikana kutoka kwa shule. Hakikisha kwamba maelezo yote ya jukwaa na ya shule ni sahihi, kisha uhifadhi na ujaribu tena.';

import type * as en from './formatLocale';

/** Kiswahili pages write amounts and dates as Kenya does in Kiswahili, unless the page names a locale. */
export const formatLocale: typeof en.formatLocale = (configured, _fallback) => configured ?? 'sw-KE';

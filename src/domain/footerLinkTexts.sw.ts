import type * as en from './footerLinkTexts';

/** Kiswahili of ./footerLinkTexts. */
export const FOOTER_LINK_ERROR =
  'Sehemu ya URL ya chini ya upau wa pembeni lazima iwe URL ya https au njia inayoanza na mkwaju (/).';

import type * as en from './brandTexts';

/** Kiswahili of ./brandTexts. */
export const FONT_LABELS: typeof en.FONT_LABELS = {
  system: 'Ya mfumo (ya kifaa chenyewe)',
  humanist: 'Humanist sans-serif',
  geometric: 'Geometric sans-serif',
  rounded: 'Rounded sans-serif (ya mviringo)',
  serif: 'Serif',
};

/** The colour pairs a contrast problem names. */
export const CONTRAST_PARTS = {
  textOnPrimary: 'rangi ya maandishi juu ya rangi kuu',
  primary: 'rangi kuu',
  primaryOnPage: 'rangi kuu (viungo na vichwa)',
  page: 'ukurasa mweupe',
  text: 'rangi ya maandishi',
} as const;

/** 'Utofautishaji wa rangi ya maandishi dhidi ya ukurasa mweupe ni 3.1:1; ...' */
export const contrastText: typeof en.contrastText = (what, against, ratio, least) =>
  `Utofautishaji wa ${what} dhidi ya ${against} ni ${ratio}; lazima uwe angalau ${least}:1 (WCAG AA) ili kusomeka kwa urahisi.`;

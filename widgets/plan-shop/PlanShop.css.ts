import { globalStyle, style } from '@vanilla-extract/css';
import { CHECKOUT_MAX_WIDTH } from '../../src/domain/limits';
import { focusRing, tokens } from '../../src/theme/theme.css';
import { tint } from '../../src/theme/tint';

const gap = `calc(${tokens.space} * 2)`;
const line = `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`;

/** The checkout is at most 400 px wide (docs/behaviour.md). */
export const shop = style({
  display: 'grid',
  gap,
  maxWidth: `${CHECKOUT_MAX_WIDTH}px`,
  width: '100%',
  boxSizing: 'border-box',
  containerType: 'inline-size',
});

export const heading = style({ display: 'grid', gap: '2px' });

export const title = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const step = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em', fontWeight: 600 });

export const form = style({ display: 'grid', gap, selectors: { '&[hidden]': { display: 'none' } } });

export const plans = style({ display: 'grid', gap: tokens.space, margin: 0, padding: 0, listStyle: 'none' });

/**
 * A plan: name and terms, price, button; in a narrow shop (a phone's width) the price moves under
 * the name, which a longer language's "Wanafunzi 2" would otherwise wrap.
 */
export const plan = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"name price action" "terms price action"',
  alignItems: 'center',
  columnGap: gap,
  padding: `calc(${tokens.space} * 1.5) ${gap}`,
  background: tokens.color.background,
  border: line,
  borderRadius: tokens.radius,
  selectors: {
    '&[data-selected]': { borderColor: tokens.color.primary, boxShadow: `inset 0 0 0 1px ${tokens.color.primary}` },
    '&[data-current]': { background: tokens.color.surface },
  },
  '@container': {
    '(max-width: 25rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name action" "price action" "terms action"',
    },
  },
});

export const planName = style({ gridArea: 'name', fontSize: '1.0625em' });

export const planTerms = style({
  gridArea: 'terms',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space,
  color: tokens.color.muted,
  fontSize: '0.875em',
});

export const price = style({ gridArea: 'price', fontWeight: 700, color: tokens.color.primary, whiteSpace: 'nowrap' });

export const action = style({ gridArea: 'action', justifySelf: 'end' });

export const muted = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em' });

export const savings = style({
  color: tokens.color.success,
  fontWeight: 600,
});

export const badge = style({
  flex: 'none',
  padding: '2px 10px',
  borderRadius: '999px',
  background: tint(tokens.color.primary, 12),
  color: tokens.color.primary,
  fontSize: '0.8125em',
  fontWeight: 700,
});

export const summary = style({
  display: 'grid',
  gap: tokens.space,
  padding: gap,
  background: tokens.color.surface,
  borderRadius: tokens.radius,
});

export const sideBySide = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.space });

export const planBox = style({
  display: 'grid',
  alignContent: 'start',
  padding: tokens.space,
  background: tokens.color.background,
  border: line,
  borderRadius: tokens.radius,
});

export const lines = style({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '4px', margin: 0 });
globalStyle(`${lines} dd`, { margin: 0, paddingLeft: gap, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const total = style({ paddingTop: '4px', borderTop: line, fontWeight: 700, fontSize: '1.0625em' });

export const confirmations = style({ display: 'grid', gap: tokens.space });

export const termsLink = style({ justifySelf: 'start', minHeight: 'auto', padding: 0, textDecoration: 'underline' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space });

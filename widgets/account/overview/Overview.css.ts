import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

/** The overview's cards, side by side where there is room, one above the other on phones. */
export const page = style({
  display: 'grid',
  gap,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  alignItems: 'start',
  maxWidth: '880px',
});

export const notice = style({ gridColumn: '1 / -1' });

export const form = style({ display: 'grid', gap });

/** What deleting the account forfeits or leaves owing: right under the intro, whose margin spaces it. */
export const forfeit = style({ margin: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space });

/** What a card shows when not editing: terms and values, one pair a line. */
export const details = style({ display: 'grid', gap: '8px', margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.space });
globalStyle(`${details} dt`, { color: tokens.color.muted });
// A value too long for its term's line wraps under it, still on the right.
globalStyle(`${details} dd`, { margin: 0, marginLeft: 'auto', textAlign: 'right', overflowWrap: 'anywhere' });

/** Why the next payment is not the plan's price, under the amount. */
export const note = style({ display: 'block', color: tokens.color.muted, fontSize: '0.9em' });

/** The renewals' M-Pesa number and its Change button, on one line while they fit. */
export const number = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px' });

/** Changing the renewals' number: under the plan's terms. */
export const numberForm = style({ display: 'grid', gap, marginTop: gap });

/** A change waiting for its payment, above the plan's terms. */
export const pending = style({ marginBottom: gap });

export const empty = style({ display: 'grid', gap, justifyItems: 'start' });

/** 'Free trial' and the days left, above the trial's terms. */
export const trialBadge = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'baseline',
  margin: `0 0 ${gap}`,
});

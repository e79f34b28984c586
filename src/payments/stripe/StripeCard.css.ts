import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../../theme/theme.css';
import { control } from '../../ui/Field.css';

/** Looks like a text input; Stripe's frame sits inside it, shown through a slot. */
export const box = style([
  control,
  {
    display: 'grid',
    alignContent: 'center',
    selectors: {
      '&[data-focused]': focusRing,
      '&[data-invalid]': { borderColor: tokens.color.danger, borderWidth: '2px' },
      '&[data-disabled]': { background: tokens.color.surface },
    },
  },
]);

globalStyle(`${box} ::slotted(*)`, { minWidth: 0 });

export const label = style({ cursor: 'default' });

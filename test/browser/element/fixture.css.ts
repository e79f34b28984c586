import { style } from '@vanilla-extract/css';

export const marked = style({ color: 'rgb(255, 0, 0)' });

import { tokens } from './theme.css';

/** A quiet background (alerts, hover) mixed from a theme colour, so it follows the page's theme. */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${tokens.color.background})`;
}

import { saveText } from './savingsTexts';

/** A bundle's percentage discount as 'Save 17%', or null when there is nothing to save. */
export function savingsLabel(percent: number | null | undefined): string | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent);
  return rounded > 0 ? saveText(rounded) : null;
}

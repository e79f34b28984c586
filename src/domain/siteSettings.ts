/** Only settings that differ from what was loaded are sent. */
export function changedSettings<T extends Record<string, unknown>>(loaded: T, current: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (!same(loaded[key], current[key])) changed[key] = current[key];
  }
  return changed;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The codes of a comma-separated phone-countries list, upper-cased, blanks dropped. */
export function countryCodes(text: string): string[] {
  return text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

/** Whether the list reads as ISO 3166-1 alpha-2 codes; a hint only, it never blocks saving. */
export function isCountryList(text: string): boolean {
  const parts = text.split(',').map((code) => code.trim());
  if (parts.length === 1 && parts[0] === '') return true;
  return parts.every((code) => /^[A-Za-z]{2}$/.test(code));
}

/** The tutor course ids, stored as one comma-joined string. */
export function courseIds(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export function joinCourseIds(ids: readonly string[]): string {
  return ids
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .join(',');
}

/** Laravel's global message (errors.ts): when no field names a problem, and how many more there are. */
export const INVALID_DATA = 'The given data was invalid.';
export const moreErrors = (first: string, rest: number) =>
  `${first} (and ${rest} more ${rest === 1 ? 'error' : 'errors'})`;

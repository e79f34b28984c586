/**
 * The site configuration's texts of docs/behaviour.md, Messages, word for word: apart from
 * messages.ts, which every element's first load carries, as only the administrator sees them.
 */
export const NO_GRADES =
  'No grades were retrieved from the school. Ensure that all the platform and school information is correct, then save and try again.';

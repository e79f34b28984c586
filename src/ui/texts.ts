/** What the loading overlay tells assistive tech while it shows. */
export const LOADING = 'Loading';

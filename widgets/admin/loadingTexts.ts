/** Said while a page's chunk arrives: a module of its own, so that the element's chunk carries no page texts. */
export const LOADING = 'Loading...';

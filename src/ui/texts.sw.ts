/** The loading overlay's announcement, in Kiswahili. */
export const LOADING = 'Inapakia';

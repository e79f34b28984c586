/** The confirm dialog's default buttons, in Kiswahili. */
export const OK = 'Sawa';
export const CANCEL = 'Ghairi';

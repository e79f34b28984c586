/** The confirm dialog's buttons when the question names none. */
export const OK = 'OK';
export const CANCEL = 'Cancel';

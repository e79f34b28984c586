/** The student login dialog's tick box (studentLogin.ts). */
export const NO_PASSWORD_LABEL = 'Proceed without a password';

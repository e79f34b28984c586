/** Said once a password has been reset (recovery.ts). */
export const RESET_SUCCESS = 'Your password has been successfully reset!';

/** The words of <soma-login>'s screens; the spec's own messages come from src/domain. */
export { LOGIN_TITLE, RECOVERY_TITLE, SIGNUP_TITLE } from '../../src/domain/titles';
export const LOGIN_LABEL = 'Email or Phone Number';
export const PASSWORD_LABEL = 'Password';
export const LOGIN_BUTTON = 'Login';
export const FORGOT_LINK = 'Forgot Password?';
export const SIGNUP_LINK = 'Sign Up';
export const EXPLORE_LINK = 'Explore Plans';

export const RECOVERY_INTRO = {
  1: 'Enter the email or phone number of your account and your name. We will send you a verification code.',
  /** The code goes out only when the details match an account; the page cannot say whether they did. */
  2: 'If the details you gave match an account, a verification code is on its way to',
  3: 'Choose a new password.',
} as const;
export const CODE_EXPIRY = 'It expires in 15 minutes.';
export const FIRST_NAME_LABEL = 'First Name';
export const LAST_NAME_LABEL = 'Last Name';
export const CODE_LABEL = 'Verification Code';
export const NEW_PASSWORD_LABEL = 'New Password';
export const NEW_PASSWORD_CONFIRMATION_LABEL = 'New Password Confirmation';
export const SEND_CODE_BUTTON = 'Send Code';
export const VERIFY_BUTTON = 'Verify';
export const RESET_BUTTON = 'Reset Password';
export const START_AGAIN_LINK = 'Start again';
export const BACK_TO_LOGIN_LINK = 'Back to Login';

export const SIGNUP_BUTTON = 'Sign Up';
export const BACK_LINK = 'Back';

export const STEP_LABEL = (step: number, of: number) => `Step ${step} of ${of}`;

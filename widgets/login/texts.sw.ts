/** The words of <soma-login>'s screens, in Kiswahili; the spec's own messages come from src/domain. */
import type * as en from './texts';

export { LOGIN_TITLE, RECOVERY_TITLE, SIGNUP_TITLE } from '../../src/domain/titles';
export const LOGIN_LABEL = 'Barua pepe au nambari ya simu';
export const PASSWORD_LABEL = 'Nenosiri';
export const LOGIN_BUTTON = 'Ingia';
export const FORGOT_LINK = 'Umesahau nenosiri?';
export const SIGNUP_LINK = 'Jisajili';
export const EXPLORE_LINK = 'Angalia mipango';

export const RECOVERY_INTRO = {
  1: 'Weka barua pepe au nambari ya simu ya akaunti yako, pamoja na jina lako. Tutakutumia nambari ya uthibitisho.',
  /** The code goes out only when the details match an account; the page cannot say whether they did. */
  2: 'Ikiwa maelezo uliyotoa yanalingana na akaunti, nambari ya uthibitisho inatumwa kwa',
  3: 'Chagua nenosiri jipya.',
} as const;
export const CODE_EXPIRY = 'Muda wake utaisha baada ya dakika 15.';
export const FIRST_NAME_LABEL = 'Jina la kwanza';
export const LAST_NAME_LABEL = 'Jina la mwisho';
export const CODE_LABEL = 'Nambari ya uthibitisho';
export const NEW_PASSWORD_LABEL = 'Nenosiri jipya';
export const NEW_PASSWORD_CONFIRMATION_LABEL = 'Rudia nenosiri jipya';
export const SEND_CODE_BUTTON = 'Tuma nambari';
export const VERIFY_BUTTON = 'Thibitisha';
export const RESET_BUTTON = 'Badilisha nenosiri';
export const START_AGAIN_LINK = 'Anza upya';
export const BACK_TO_LOGIN_LINK = 'Rudi kwenye ukurasa wa kuingia';

export const SIGNUP_BUTTON = 'Jisajili';
export const BACK_LINK = 'Rudi';

export const STEP_LABEL: typeof en.STEP_LABEL = (step, of) => `Hatua ${step} kati ya ${of}`;

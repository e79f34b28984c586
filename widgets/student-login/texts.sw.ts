/** The words of <soma-student-login>, in Kiswahili. */
import type * as en from './texts';

export { STUDENT_LOGIN_TITLE } from '../../src/domain/titles';
export const STUDENT_LOGIN_LABEL = 'Jina la kuingia';
export const STUDENT_PASSWORD_LABEL = 'Nenosiri';
export const STUDENT_LOGIN_BUTTON = 'Ingia';

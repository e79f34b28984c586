/** The words of <soma-student-login>. */
export { STUDENT_LOGIN_TITLE } from '../../src/domain/titles';
export const STUDENT_LOGIN_LABEL = 'Login';
export const STUDENT_PASSWORD_LABEL = 'Password';
export const STUDENT_LOGIN_BUTTON = 'Login';

/** `soma/student-login` for npm users: registers <soma-student-login>. */
export { element } from './element';

/** `soma/login` for npm users: registers <soma-login>. */
export { element } from './element';

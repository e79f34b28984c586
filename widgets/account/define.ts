/** `soma/account` for npm users: registers <soma-account>. */
export { element } from './element';

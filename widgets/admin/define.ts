/** `soma/admin` for npm users: registers <soma-admin>. */
export { element } from './element';

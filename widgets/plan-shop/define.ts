/** `soma/plan-shop` for npm users: registers <soma-plan-shop>. */
export { element } from './element';

import { defineElement } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Login } from './Login';

/** Registers <soma-login>: what the loader imports the first time the element appears. */
export const element = defineElement('soma-login', routed(Login));

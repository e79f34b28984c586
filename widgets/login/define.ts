import { defineWidget } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Login } from './Login';

/** Registers <soma-login>. */
export const element = defineWidget('soma-login', routed(Login));

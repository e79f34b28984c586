import { defineWidget } from '../../src/element';
import { Login } from './Login';

/** Registers <soma-login>. */
export const element = defineWidget('soma-login', Login);

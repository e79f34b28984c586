import { defineWidget } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Account } from './Account';

/** Registers <soma-account>. */
export const element = defineWidget('soma-account', routed(Account));

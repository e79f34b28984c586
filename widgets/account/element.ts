import { defineElement } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Account } from './Account';

/** Registers <soma-account>: what the loader imports the first time the element appears. */
export const element = defineElement('soma-account', routed(Account));

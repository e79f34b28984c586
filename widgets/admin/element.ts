import { defineElement } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Admin } from './Admin';

/** Registers <soma-admin>: what the loader imports the first time the element appears. */
export const element = defineElement('soma-admin', routed(Admin));

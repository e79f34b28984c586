import { defineWidget } from '../../src/element';
import { routed } from '../../src/element/routing';
import { Admin } from './Admin';

/** Registers <soma-admin>: what the loader imports the first time the element appears. */
export const element = defineWidget('soma-admin', routed(Admin));

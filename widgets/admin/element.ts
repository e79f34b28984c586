import { defineWidget } from '../../src/element';
import { Admin } from './Admin';

/** Registers <soma-admin>: what the loader imports the first time the element appears. */
export const element = defineWidget('soma-admin', Admin);

import { defineWidget } from '../../src/element';
import { Admin } from './Admin';

/** Registers <soma-admin>. */
export const element = defineWidget('soma-admin', Admin);

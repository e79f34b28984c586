import { defineWidget } from '../../src/element';
import { Account } from './Account';

/** Registers <soma-account>. */
export const element = defineWidget('soma-account', Account);

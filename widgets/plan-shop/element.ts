import { defineElement } from '../../src/element';
import { PlanShop } from './PlanShop';

/** Registers <soma-plan-shop>: what the loader imports the first time the element appears. */
export const element = defineElement('soma-plan-shop', PlanShop, { attributes: ['return-to'] });

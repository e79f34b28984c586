import { defineWidget } from '../../src/element';
import { PlanShop } from './PlanShop';

/** Registers <soma-plan-shop>. */
export const element = defineWidget('soma-plan-shop', PlanShop, { attributes: ['return-to'] });

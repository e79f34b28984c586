/** The Plans page's words (its own chunk carries them). */
import { durationLabel } from '../../../src/domain/duration';

export const PLANS_TITLE = 'Plans';
export const PLANS_INTRO =
  'The plans families can buy, in the order the shop shows them. A new price applies to new purchases at once; families on the plan keep their price, and a higher one reaches their renewals a month after you change it (a lower one at their next renewal).';
export const ON_SALE = 'Plans on sale';
export const RETIRED_PLANS = 'Retired plans';
export const RETIRED_INTRO =
  'No longer offered. Families who hold a retired plan keep it, and it renews, until they change plan.';
export const NO_PLANS = 'No plans on sale: the shop has nothing to offer.';
export const ADD_PLAN = 'Add plan';
export const EDIT_PLAN = 'Edit plan';
export const RETIRE = 'Retire';
export const EDIT = 'Edit';
export const MOVE_UP = 'Move up';
export const MOVE_DOWN = 'Move down';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const LOADING = 'Loading...';
export const STUDENTS = 'Students';
export const DURATION = 'Duration (months)';
export const DURATION_COLUMN = 'Duration';
export const PRICE = 'Price (shillings)';
export const PRICE_COLUMN = 'Price';
export const SAVINGS = 'Savings';
export const FAMILIES = 'Families';
export const ACTIONS = 'Actions';
export const PREVIEW = 'Shop preview';
export const PREVIEW_INTRO = 'What visitors see in the shop.';
export const TERMS_FIXED = 'Families hold this plan, so its students and duration stay as they are.';
export const PRICE_HINT = 'Whole shillings, per period.';
/** Beside a price of Ksh 100 or less: how the money rules treat so small a plan (docs/money.md). */
export const SMALL_PRICE =
  'At Ksh 100 or less, a family buying this plan still pays its first period in full at once, but a change to it from another plan that comes to Ksh 100 or less is added to their next payment instead of charged now (unless their plan is cancelled). Card providers may refuse charges this small.';
export const savingsPreview = (percent: number) =>
  percent > 0 ? `Saves ${percent}% against the monthly plan.` : 'No savings against the monthly plan.';
export const pendingPrice = (price: string, date: string) =>
  `Families on this plan pay ${price} from renewals on or after ${date}.`;
export const planWords = (students: number, duration: number) =>
  `${students} ${students === 1 ? 'student' : 'students'}, ${durationLabel(duration)}`;
export const retireQuestion = (plan: string) =>
  `Retire the plan ${plan}? It leaves the shop; families who hold it keep it until they change plan.`;
export const planRetired = (plan: string) => `${plan} retired.`;
export const planSaved = (plan: string) => `${plan} saved.`;
export const planMoved = (plan: string, position: number, total: number) =>
  `${plan} moved to position ${position} of ${total}.`;

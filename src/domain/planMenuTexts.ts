/** The Current Plan card's menu words (planMenu.ts). */
export const PLAN_OPTIONS = 'Plan Options';
export const NO_PLAN = 'No plan found';
export const SHOP_LABEL = 'Shop';
export const CHANGE_PLAN = 'Change Plan';
export const FIX_PAYMENT = 'Fix Payment Method';
export const UPDATE_PAYMENT = 'Update Payment Method';
export const RENEW_PLAN = 'Renew Plan';
export const CANCEL_PLAN = 'Cancel Plan';

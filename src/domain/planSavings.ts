export interface PricedPlan {
  students: number;
  duration: number;
  price: number;
}

/**
 * A plan's percentage discount against paying the monthly plan for the same students each month
 * of its duration (the monthly plan on sale in `catalogue`), whole percent; 0 for a monthly plan,
 * with no monthly plan to compare, or when it costs as much or more.
 */
export function planSavings(plan: PricedPlan, catalogue: readonly PricedPlan[]): number {
  if (plan.duration <= 1) return 0;
  const monthly = catalogue.find((other) => other.students === plan.students && other.duration === 1);
  if (!monthly || monthly.price <= 0) return 0;
  return Math.max(0, Math.round((1 - plan.price / (monthly.price * plan.duration)) * 100));
}

/**
 * The starting plans: 1, 2, 3 and 5 students, monthly and yearly. Prices in minor units (Ksh
 * cents); a yearly plan costs ten months of the monthly one, shown as its savings percentage.
 * The default catalogue of a new site, in this order; administrators keep it from then on
 * (the Plans page, docs/plans.md).
 */
const MONTHLY: ReadonlyArray<{ students: number; price: number }> = [
  { students: 1, price: 50_000 },
  { students: 2, price: 90_000 },
  { students: 3, price: 125_000 },
  { students: 5, price: 190_000 },
];

const YEARLY_MONTHS_CHARGED = 10;

export const BUNDLES: ReadonlyArray<{ students: number; price: number; duration: number; savings: number }> = [
  ...MONTHLY.map((plan) => ({ ...plan, duration: 1, savings: 0 })),
  ...MONTHLY.map((plan) => ({
    students: plan.students,
    price: plan.price * YEARLY_MONTHS_CHARGED,
    duration: 12,
    savings: Math.round((1 - YEARLY_MONTHS_CHARGED / 12) * 100),
  })),
];

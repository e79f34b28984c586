/** What cancelling and renewing mean, in the words of the confirmation pages. */
export const CANCEL_TITLE = 'Cancel Plan';
export const RENEW_TITLE = 'Renew Plan';
export const BACK = 'Back';
export const LOADING = 'Loading...';
export const NOT_CANCELLED = 'Your plan renews automatically; there is nothing to renew.';
export const ALREADY_CANCELLED = 'Your plan is already cancelled.';

export function cancelPoints(until: string): string[] {
  return [
    `Your plan stays active until ${until}; your students keep their access until then.`,
    'Automatic billing stops: your payment method will not be charged again.',
    `You can renew your plan at any time before ${until} to keep it going.`,
  ];
}

/** 'every month', 'every year', 'every 6 months'. */
function every(months: number): string {
  if (months === 1) return 'every month';
  if (months === 12) return 'every year';
  return `every ${months} months`;
}

/**
 * `charge` is what the renewal on `date` takes, with why it is not the price when it is not
 * ('Ksh 561 (Ksh 900 less your Ksh 339 credit)'); `price` is what each renewal after it costs.
 */
export function renewPoints(date: string, charge: string, months: number, price: string): string[] {
  return [
    'Automatic billing resumes: your plan will not end.',
    charge === price
      ? `Your payment method will be charged ${price} on ${date}, then ${every(months)}.`
      : `Your payment method will be charged ${charge} on ${date}, then ${price} ${every(months)}.`,
    'You can cancel again at any time before a billing date.',
  ];
}

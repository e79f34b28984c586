/**
 * How a card authentication step ended: `approved` by the customer, `failed` (refused, abandoned
 * or an error), or `none` when the charge had nothing to authenticate.
 */
export type AuthenticationOutcome = 'approved' | 'failed' | 'none';

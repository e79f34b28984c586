import { boolean, object, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { between, digits, nonEmpty } from './rules';

/*
 * The built-in card provider's calls of its own. Apart from the other card calls, so that
 * the shop's card form carries it without the account's share of the card calls.
 */

export const SandboxCard = object({
  number: digits(12, 19),
  exp_month: between(1, 12),
  exp_year: between(2000, 2100),
  cvc: digits(3, 4),
  name: nonEmpty(),
});
export type SandboxCard = Infer<typeof SandboxCard>;

/**
 * The built-in provider's stand-in for the card provider's browser library: it turns card
 * details into a payment method id. Public, since sign-up pays before there is an account.
 */
export const createSandboxCard = defineCall({
  id: 'card.sandboxCreate',
  method: 'POST',
  path: '/shop/sandbox/payment_methods',
  body: 'json',
  access: 'public',
  request: SandboxCard,
  response: type({ id: string(), brand: string(), last4: string() }),
});

export const SandboxAuthentication = object({
  /** The charge's client secret, from `GET /shop/<card>/latest_payment_intent`. */
  payment_secret: nonEmpty(),
  /** Approved in the authentication dialog, or failed (refused or abandoned). */
  approve: boolean(),
});
export type SandboxAuthentication = Infer<typeof SandboxAuthentication>;

/**
 * The built-in provider's stand-in for the bank's authentication step (3-D Secure) of a charge
 * that asks for it: the answer settles the charge at once. Answers the order's status after it.
 */
export const authenticateSandboxCharge = defineCall({
  id: 'card.sandboxAuthenticate',
  method: 'POST',
  path: '/shop/sandbox/payment_intents/authenticate',
  body: 'json',
  access: 'parent',
  request: SandboxAuthentication,
  response: type({ status: string() }),
});

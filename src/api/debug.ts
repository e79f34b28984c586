import { array, object, optional, string, type } from 'superstruct';
import { defineCall } from './define';
import { between, oneOf } from './rules';
import { KNOWN_STATUSES, NoFields, OutboxMessage, Success } from './structs';
import { Subscription } from './subscription';

/*
 * Developer helpers, answered only when the site's `debug` setting is on (and the outbox
 * only while messages go to the sandbox).
 */

/** The largest plan the debug panel sets: enough to test any real plan, small enough to stay a test. */
export const DEBUG_MAX_STUDENTS = 100;
export const DEBUG_MAX_MONTHS = 36;

/** Why a debug call is refused while payments take real money. */
export const DEBUG_LIVE_REFUSED =
  'The debug tools only work while payments run in sandbox or test mode; this site takes real payments.';

export const setDebugSubscription = defineCall({
  id: 'debug.setSubscription',
  method: 'POST',
  path: '/debug/subscription',
  body: 'json',
  access: 'parent',
  request: object({
    students: between(1, DEBUG_MAX_STUDENTS),
    duration: between(1, DEBUG_MAX_MONTHS),
    status: oneOf(KNOWN_STATUSES),
  }),
  response: Subscription,
});

export const deleteDebugSubscription = defineCall({
  id: 'debug.deleteSubscription',
  method: 'DELETE',
  path: '/debug/subscription',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: Success,
});

export const outbox = defineCall({
  id: 'debug.outbox',
  method: 'GET',
  path: '/dev/outbox',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: type({ messages: array(OutboxMessage) }),
});

/**
 * The sandbox's test clock (on only with `SOMA_TEST_CLOCK=1` beside the sandbox providers): moves the
 * server's time forward and runs whatever has come due (renewals, retries, expiries, messages), so
 * that a plan's months can be rehearsed in minutes, as Stripe's test clocks do. Answers the new time.
 */
export const advanceClock = defineCall({
  id: 'debug.clock',
  method: 'POST',
  path: '/dev/clock',
  body: 'json',
  access: 'admin',
  request: object({ days: between(0, 800), hours: optional(between(0, 23)) }),
  response: type({ now: string() }),
});

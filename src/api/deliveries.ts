import { array, enums, number, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { NoFields } from './structs';

/** A message the server gave up sending (an SMTP server or SMS gateway refused it, or never answered). */
export const DeliveryFailure = type({
  id: number(),
  channel: enums(['sms', 'email']),
  to: string(),
  /** What the message was: `recovery_code`, ... */
  template: string(),
  /** Why, in the transport's words (never the message itself). */
  error: string(),
  attempts: number(),
  created_at: string(),
  failed_at: string(),
});
export type DeliveryFailure = Infer<typeof DeliveryFailure>;

/** The latest messages given up, newest first, shown on /site_config. */
export const deliveryFailures = defineCall({
  id: 'admin.deliveryFailures',
  method: 'GET',
  path: '/delivery_failures',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: type({ failures: array(DeliveryFailure) }),
});

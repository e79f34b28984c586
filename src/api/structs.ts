import {
  array,
  boolean,
  define,
  dynamic,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { mpesaPhone, nonEmpty, oneOf } from './rules';

/*
 * Entities as the server answers them. Response objects use `type()` so that a newer server
 * may add fields without breaking older clients.
 */

/** An ISO 8601 date-time string, or null when the event has not happened. */
const When = nullable(string());

export const Success = type({ success: boolean() });
export type Success = Infer<typeof Success>;

/** Where to send the browser next: a student's learning page or the tutor service. */
export const LoginUrl = type({ login_url: string() });
export type LoginUrl = Infer<typeof LoginUrl>;

export const Profile = type({
  first_name: string(),
  last_name: string(),
  email: nullable(string()),
  phone_number: nullable(string()),
  region: nullable(number()),
  /** Minor units: positive is owing, negative is credit. */
  balance: number(),
  has_tutor_id: boolean(),
  parent_id: number(),
  /** The language chosen for the server's answers and messages; absent until chosen (docs/languages.md). */
  locale: optional(string()),
});
export type Profile = Infer<typeof Profile>;

/** A subscription's or an order's statuses: the one list the SDK, its rules and the server's tables share. */
export const KNOWN_STATUSES = ['active', 'expired', 'pending_payment', 'failed', 'failed_declined'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** The app's style (a site setting): trial needs no paid plan, subscription does. */
export const STYLES = ['trial', 'subscription'] as const;
export type Style = (typeof STYLES)[number];
/** Known statuses, plus any string a newer server may send (treated as unknown by the UI). */
export type Status = KnownStatus | (string & {});
export const Status: Struct<Status, null> = define<Status>('status', (value) => typeof value === 'string');

export const PaymentKind = enums(['card', 'mpesa']);
export type PaymentKind = Infer<typeof PaymentKind>;

export const GENDERS = ['m', 'f', 'o'] as const;
export const Gender = enums(GENDERS);
export type Gender = Infer<typeof Gender>;

export const OrderLine = type({ label: string(), amount: number() });
export type OrderLine = Infer<typeof OrderLine>;

/** The receipt of a purchase, upgrade or renewal. Amounts are minor units. */
export const Order = type({
  order_id: number(),
  status: Status,
  kind: enums(['purchase', 'upgrade', 'renewal']),
  product_id: number(),
  students: number(),
  duration: number(),
  lines: array(OrderLine),
  price: number(),
  credit: number(),
  total: number(),
  currency: string(),
  /** `none`: the order charged nothing and named no way to pay. */
  payment: type({
    method: enums(['card', 'mpesa', 'none']),
    brand: optional(string()),
    last4: optional(string()),
    /** Masked, e.g. `0712 *** 678`. */
    phone: optional(string()),
  }),
  created_at: string(),
  paid_at: When,
  next_billing_date: When,
  expiry_date: When,
  failure_message: nullable(string()),
  /** Why an M-Pesa payment failed: one of src/domain/mpesa.ts's outcomes. */
  failure_reason: optional(nullable(string())),
  /** While an M-Pesa prompt waits on the phone: until when it can be answered. */
  prompt_expires_at: optional(nullable(string())),
  /** Of the total, a part up to Ksh 100 not charged yet: it is added to the payment on `next_billing_date`. */
  deferred: optional(number()),
  /**
   * A refused order that can no longer be paid (its plan has ended, changed or been replaced since)
   * says why; the family chooses again, quoted for today (docs/money.md, "Stale orders").
   */
  stale: optional(nullable(string())),
});
export type Order = Infer<typeof Order>;

/** A text or an image line; an image's `alt` is its alternative text, empty or none when it is decorative. */
export const SidebarLine = type({ type: enums(['text', 'image']), value: string(), alt: optional(string()) });
export type SidebarLine = Infer<typeof SidebarLine>;

export const Customization = type({
  hide_sidebar: boolean(),
  sidebar_title: string(),
  sidebar_lines: array(SidebarLine),
  sidebar_footer_url: string(),
  sidebar_footer: string(),
  /** The page's main logo's alternative text; empty: the logo is decorative. */
  logo_alt: string(),
  /** The navigation bar logo's (the standard page's only); empty: decorative. */
  nav_logo_alt: string(),
});
export type Customization = Infer<typeof Customization>;

export const CONFIG_KEYS = ['standard', 'student'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export const Customizations = type({ standard: Customization, student: Customization });
export type Customizations = Infer<typeof Customizations>;

/** Connection settings for a Pusher-protocol client (pusher-js through laravel-echo). */
export const Realtime = type({
  key: string(),
  host: string(),
  port: number(),
  forceTLS: boolean(),
  cluster: optional(string()),
  authEndpoint: string(),
});
export type Realtime = Infer<typeof Realtime>;

export const AppSettings = type({
  ga: nullable(string()),
  /** The user menu's Give Feedback and Contact Support forms; null while not set. */
  feedback_url: optional(nullable(string())),
  support_url: optional(nullable(string())),
  style: enums(STYLES),
  shopCurrency: string(),
  accountRequirements: type({ required: enums(['email', 'phone_number']) }),
  student_login_enabled: boolean(),
  alternate_login_type: enums(['student', 'standard']),
  alternate_login_url: string(),
  standard_login_url: string(),
  student_login_url: string(),
  tutor_enabled: boolean(),
  customizations: Customizations,
  /** `{key}_main_logo` / `{key}_nav_logo` to URL. */
  logos: record(string(), string()),
  card_provider: enums(['sandbox', 'stripe']),
  card_public_key: nullable(string()),
  /** Null when the deployment runs without live updates. */
  realtime: nullable(Realtime),
  debug: boolean(),
  api_version: string(),
  /** Comma list of ISO 3166-1 alpha-2 codes. */
  phone_countries: string(),
});
/**
 * The portal's name and the CSS of its brand (docs/behaviour.md, Brand), which `GET /app` carries
 * beside the fields above. Left out of their check, which `type()` lets it through: the CSS is
 * the server's own and only ever set as a stylesheet's text, and every element's first load is
 * spared the bytes of checking it.
 */
export const AppBrand = type({ name: string(), css: string() });
export type AppSettings = Infer<typeof AppSettings> & { brand?: Infer<typeof AppBrand> };

export const OutboxMessage = type({ to: string(), body: string(), created_at: string() });
export type OutboxMessage = Infer<typeof OutboxMessage>;

/* Payment payload of sign-up, purchase and upgrade (a request part, so `object()`). */

export const MpesaPayment = object({
  method: literal('mpesa'),
  info: object({ phone_number: mpesaPhone() }),
});
export const CardPayment = object({
  method: literal('card'),
  info: object({ payment_method_id: nonEmpty() }),
});
export type Payment = Infer<typeof MpesaPayment> | Infer<typeof CardPayment>;

const UnknownPayment = object({ method: oneOf(['mpesa', 'card']), info: optional(unknown()) });

/**
 * Chosen by `method` rather than `union()` so that a failure names the nested field
 * (`payment.info.phone_number`) instead of the whole union.
 */
export const Payment: Struct<Payment, null> = dynamic<Payment>((value) => {
  const method = (value as { method?: unknown } | null)?.method;
  const struct = method === 'mpesa' ? MpesaPayment : method === 'card' ? CardPayment : UnknownPayment;
  return struct as unknown as Struct<Payment>;
}) as Struct<Payment, null>;

/** Request of a call that takes no fields. */
export const NoFields = object({});
export type NoFields = Infer<typeof NoFields>;

/* Entities answered by one area's calls only, defined beside them (so that each travels in its area's chunk). */
export type { SiteSettings } from './settings';
export type { Bundle, PaymentMethod } from './shop';
export type { Region } from './regions';
export type { Student } from './students';

import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { KnownStatus } from '../../src/api/structs';

/** A timestamptz column: read as a Date (UTC), written as a Date or an ISO string, defaulted on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as JSON text (both drivers accept it), read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** The contract's status list (src/api/structs.ts): what the API answers is what the tables hold. */
export type SubscriptionStatus = KnownStatus;
export type OrderStatus = SubscriptionStatus;
export type OrderKind = 'purchase' | 'upgrade' | 'renewal';
export type PaymentMethodKind = 'card' | 'mpesa';
export type Gender = 'm' | 'f' | 'o';
export type TokenKind = 'login' | 'student_link';
export type FileKind = 'logo' | 'icon';

export interface RegionsTable {
  id: Generated<number>;
  name: string;
  /** Official short code, e.g. "047" for Nairobi City. */
  code: string;
  created_at: CreatedAt;
}

export interface GradesTable {
  id: Generated<number>;
  name: string;
  position: number;
}

/** Account holders (parents, group administrators) and site administrators. */
export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased; unique when present. */
  email: string | null;
  /** Stored in international form (digits, leading +); unique when present. */
  phone_number: string | null;
  first_name: string;
  last_name: string;
  region_id: number | null;
  password_hash: string;
  is_admin: Generated<boolean>;
  /** External learning id on the tutor service; exposed only as `has_tutor_id`. */
  tutor_id: string | null;
  /** Moves when every session of the account ends (a new password moves it by trigger); tokens carry it as `ver`. */
  session_version: Generated<number>;
  /** The language chosen for answers and messages (`en`, `sw`); null follows the request's Accept-Language. */
  locale: Generated<string | null>;
  /**
   * When the account was deleted: the row stays, emptied of the person, as the reference its orders
   * and ledger entries keep until the purge (docs/money.md, Deleting an account). Null while in use.
   */
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StudentsTable {
  id: Generated<number>;
  parent_id: number;
  first_name: string;
  last_name: string;
  gender: Gender;
  age: number | null;
  school: string | null;
  grade: string;
  region_id: number | null;
  /** JSON text `{ icon, color }`, kept as the client sends it. */
  avatar: string | null;
  /** Unique across all students; may not change once set. */
  login: string | null;
  password_hash: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Plans. `id` is the spec's product_id. */
export interface BundlesTable {
  id: Generated<number>;
  students: number;
  /** Minor units per period. */
  price: number;
  /** Months. */
  duration: number;
  /** Percent discount shown beside the plan (the shop computes it from the catalogue; kept for old readers). */
  savings: Generated<number>;
  /** False once retired: not on sale, still renewed for the families who hold it. */
  active: Generated<boolean>;
  /** Its place in the shop, first shown first. */
  position: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A price change of a plan: new purchases pay it at once, renewals from `renewals_from` (docs/plans.md). */
export interface BundlePricesTable {
  id: Generated<number>;
  bundle_id: number;
  previous_price: number;
  price: number;
  announced_at: Timestamp;
  renewals_from: Timestamp;
}

/** One current subscription per account holder. */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  product_order_id: number | null;
  students: number;
  status: SubscriptionStatus;
  payment_method: PaymentMethodKind | null;
  price: number;
  duration: number;
  starts_at: Timestamp;
  expiry_date: Timestamp;
  next_billing_date: NullableTimestamp;
  cancellation_date: NullableTimestamp;
  /** A free trial's plan: never billed, and buying a plan ends it that day. */
  trial: Generated<boolean>;
  /** When the price this family holds was set: price changes announced later reach its renewals after their notice. */
  price_from: Generated<Date>;
  /** The billing date whose renewal job is queued (`jobs/renewals.ts`); null when none is. */
  renewal_queued_for: NullableTimestamp;
  /** The day of the month the plan is billed on (1 to 31; the last day of a shorter month); null for a trial. */
  anchor_day: Generated<number | null>;
  /** The M-Pesa number renewals prompt (international digits); null: the profile's number. */
  renewal_phone: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number | null;
  kind: OrderKind;
  status: OrderStatus;
  /**
   * All amounts in minor units: what the order sells (the plan, or its pro-rata part for a change),
   * the credit for the unused part of the plan it replaces, the account balance it applies
   * (positive owing, negative credit), what rounding down to whole shillings took off, and its
   * total `amount` (charged now, or `deferred`), never below 0: price - credit + balance - rounding.
   */
  price: number;
  credit: Generated<number>;
  balance: Generated<number>;
  rounding: Generated<number>;
  amount: number;
  currency: Generated<string>;
  /** Null when the order charges nothing and the account has no method yet. */
  payment_method: PaymentMethodKind | null;
  /** Whether paying this order makes its method the one the plan's renewals use. */
  sets_method: Generated<boolean>;
  /** What the receipt may show: card brand and last4, or a masked phone number. */
  payment_info: Json<Record<string, unknown>>;
  /** Which provider took the payment, e.g. "sandbox", "stripe", "mpesa". */
  provider: string;
  provider_reference: string | null;
  /** Unique per user: a repeated checkout answers the first order. */
  idempotency_key: string | null;
  failure_message: string | null;
  /** Why an M-Pesa payment failed (src/domain/mpesa.ts), for the words and choices the family gets. */
  failure_reason: string | null;
  /** When the M-Pesa prompt of the current attempt went to the phone. */
  prompted_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The plan bought, as it was then (null on orders written before these were kept). */
  students: number | null;
  duration: number | null;
  /** The plan's price per period as sold; `price` is what this order charges for it (pro rata for a change). */
  plan_price: number | null;
  /** Part of `amount` not charged now but carried to the next payment (totals up to Ksh 100). */
  deferred: Generated<number>;
  /** Payment attempts so far; each one charges under its own provider idempotency key. */
  attempt: Generated<number>;
  /** The card's payment method id or the M-Pesa number paid with; never shown. */
  payment_source: string | null;
  /** The period this order paid for, set when it becomes active (a change: from the day it was paid). */
  starts_at: NullableTimestamp;
  expiry_date: NullableTimestamp;
  next_billing_date: NullableTimestamp;
  /** When a sweep last claimed this pending order to ask its provider about it. */
  checked_at: NullableTimestamp;
  /** Scheduled retries a declined renewal has had, and when the next one is due (null: none). */
  retries: Generated<number>;
  retry_at: NullableTimestamp;
  /** For the plan's `price_from` once paid: when the order was quoted, or a renewal's carried or moved to the change it applies; null on older orders (their created_at). */
  price_from: NullableTimestamp;
  /**
   * The language of the request that placed the order or last sent its payment (`en`, `sw`): its
   * live updates are written in it when the account chose none (docs/languages.md). Null without one.
   */
  locale: Generated<string | null>;
  /** A change of plan: the plan in force when it was placed (it is not paid once that plan has changed). */
  from_product_id: Generated<number | null>;
  /** A change of a cancelled plan that also turns automatic billing back on. */
  resume_billing: Generated<boolean>;
}

export type LedgerKind = 'plan' | 'credit' | 'payment' | 'rounding' | 'adjustment';

/**
 * An account's money, one entry per movement, appended and never changed (a trigger refuses
 * updates): `plan` is what an order sold (owed), `credit` the unused part of a replaced plan,
 * `payment` what a provider took, `rounding` what was let off to charge whole shillings,
 * `adjustment` anything else. Positive is owed by the family; the sum is the balance.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  kind: LedgerKind;
  amount: number;
  created_at: CreatedAt;
}

/** The sandbox's authentication step: the answer given for a charge, first answer kept. */
export interface SandboxAuthenticationsTable {
  reference: string;
  approved: boolean;
  created_at: CreatedAt;
}

/** The card provider's customer of an account (Stripe keeps an account's cards on it). */
export interface CardCustomersTable {
  user_id: number;
  provider: string;
  customer_id: string;
  created_at: CreatedAt;
}

/** Cards saved with the sandbox card provider (Stripe keeps its own). */
export interface PaymentMethodsTable {
  id: string;
  /** Null until the card is attached to an account (a card entered during sign-up). */
  user_id: number | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  /** What a charge on this card does in the sandbox: pay, be declined, or ask for authentication first. */
  outcome: 'succeed' | 'decline' | 'authenticate';
  is_default: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** Hash of the opaque `verification` handle the client carries between steps. */
  verification_hash: string;
  code_hash: string;
  tries: Generated<number>;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Single-use secrets: login tokens (recovery, handover) and student login links. */
export interface TokensTable {
  id: Generated<number>;
  kind: TokenKind;
  token_hash: string;
  user_id: number | null;
  student_id: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SiteSettingsTable {
  key: string;
  value: Json<unknown>;
  /** Write-only for administrators; shown masked. */
  secret: Generated<boolean>;
  updated_at: CreatedAt;
}

export interface SidebarLine {
  type: 'text' | 'image';
  value: string;
  /** An image's alternative text; none or empty for a decorative image. */
  alt?: string;
}

/** A login page's texts in one other language (migration 0320); any of them may be missing. */
export interface CustomizationTextsRow {
  sidebar_title?: string;
  sidebar_lines?: Array<{ value?: string; alt?: string }>;
  sidebar_footer?: string;
  logo_alt?: string;
  nav_logo_alt?: string;
}

/** Login sidebar per config key ("standard", "student"). */
export interface CustomizationsTable {
  config_key: string;
  hide_sidebar: Generated<boolean>;
  sidebar_title: Generated<string>;
  sidebar_lines: ColumnType<SidebarLine[], string | undefined, string>;
  sidebar_footer_url: Generated<string>;
  sidebar_footer: Generated<string>;
  logo_alt: Generated<string>;
  nav_logo_alt: Generated<string>;
  /** By language code (`sw`): the texts given in it. */
  translations: ColumnType<Record<string, CustomizationTextsRow>, string | undefined, string>;
  updated_at: CreatedAt;
}

/** Uploaded logos and icons, served at `/uploads/{path}`. */
export interface FilesTable {
  id: Generated<number>;
  kind: FileKind;
  /** Logos: `{key}_main_logo` / `{key}_nav_logo`; icons: a generated name. */
  name: string;
  path: string;
  content_type: string;
  size: number;
  /** The file itself; null for files stored before 0080, whose bytes are under the data folder at `path`. */
  bytes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  created_at: CreatedAt;
}

/** Messages the messages provider has accepted (the sandbox only records them). */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  user_id: number | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

/** A message sent by SMTP or an SMS gateway through the job queue (migration 0200). */
export interface DeliveriesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  /** The catalogue entry it was written from (`recovery_code`, ...). */
  template: string;
  subject: string | null;
  /** The plain text (the whole SMS); emptied once the message is sent or given up. */
  body: string | null;
  html: string | null;
  user_id: number | null;
  state: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

/**
 * A message to a family about its plan (migration 0360): one per account, kind and event, recorded
 * with the event and written out once (docs/behaviour.md, Messages to families).
 */
export interface FamilyNoticesTable {
  id: Generated<number>;
  user_id: number;
  /** The catalogue entry it is written from (`receipt`, `renewal_reminder`, ...). */
  kind: string;
  /** What makes it one event of its kind: `order:12`, `plan:4:1767225600` (a plan and a date), `price:3`. */
  event_key: string;
  subscription_id: number | null;
  order_id: number | null;
  /** The date the event is about: a renewal's billing date, a plan's end. */
  due_at: NullableTimestamp;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  /** Set once the message is written out (or found to have nothing left to say). */
  sent_at: NullableTimestamp;
  outcome: 'sent' | 'skipped' | null;
}

/** One administrator's change, as the audit trail keeps it (migration 0250; append-only). */
export interface AuditEventsTable {
  id: Generated<number>;
  /** Null once the account is gone; `actor` still names it. */
  actor_id: number | null;
  /** The actor's login (email or phone) when the change was made. */
  actor: string;
  /** What was changed: `settings`, `customization:standard`, `plan:3`, `region:7`, ... */
  subject: string;
  /** Each changed field: `{ from, to }`, or for a secret `"changed"`. */
  changes: ColumnType<AuditChanges, string, never>;
  created_at: CreatedAt;
}

export type AuditChange = { from: unknown; to: unknown } | 'changed';
export type AuditChanges = Record<string, AuditChange>;

/** Single session tokens ended before their expiry (logout), by the token's `jti`. */
export interface RevokedSessionsTable {
  jti: string;
  user_id: number;
  expires_at: Timestamp;
}

/** Failed attempts per throttle key (account and address) within a window. */
export interface AuthThrottlesTable {
  key: string;
  attempts: Generated<number>;
  reset_at: Timestamp;
}

/** The first answer of a call under an Idempotency-Key; null status while it is being made. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** Hash of the request that first used the key; another request under it is refused. */
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: CreatedAt;
}

export interface Database {
  regions: RegionsTable;
  grades: GradesTable;
  users: UsersTable;
  students: StudentsTable;
  bundles: BundlesTable;
  bundle_prices: BundlePricesTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  payment_methods: PaymentMethodsTable;
  sandbox_authentications: SandboxAuthenticationsTable;
  card_customers: CardCustomersTable;
  recovery_codes: RecoveryCodesTable;
  tokens: TokensTable;
  site_settings: SiteSettingsTable;
  customizations: CustomizationsTable;
  files: FilesTable;
  outbox: OutboxTable;
  deliveries: DeliveriesTable;
  revoked_sessions: RevokedSessionsTable;
  auth_throttles: AuthThrottlesTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger_entries: LedgerEntriesTable;
  audit_events: AuditEventsTable;
  family_notices: FamilyNoticesTable;
}

export type DB = Kysely<Database>;
/** What repositories take: the database or a transaction, so services decide the unit of work. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Student = Selectable<StudentsTable>;
export type NewStudent = Insertable<StudentsTable>;
export type Region = Selectable<RegionsTable>;
export type Bundle = Selectable<BundlesTable>;
export type BundlePrice = Selectable<BundlePricesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
/**
 * A plan with the figures read from the ledger: the account's balance, the credit its order gave
 * for the plan it replaced and what that order cost after it, and the plan change under way or
 * lately refused, if any.
 */
export type Subscription = SubscriptionRow & {
  remaining_balance: number;
  credit: number;
  adjusted_price: number;
  pending_change: PendingChange | null;
  /** The plan's price changes announced since the family's price was set, oldest first (its next charge may take one). */
  price_changes: BundlePrice[];
  /** The account's own phone number: where an M-Pesa renewal prompts when the plan names no number. */
  profile_phone: string | null;
};

/** The newest plan change or purchase not paid yet (or refused in the last days), as its order tells it. */
export interface PendingChange {
  order_id: number;
  status: OrderStatus;
  kind: OrderKind;
  product_id: number | null;
  students: number | null;
  duration: number | null;
  amount: number;
  payment_method: PaymentMethodKind | null;
  failure_message: string | null;
  failure_reason: string | null;
}
/** An order, with whether the plan it buys is still on sale (null for a plan that no longer exists). */
export type Order = Selectable<OrdersTable> & { product_active?: boolean | null };
export type LedgerEntry = Selectable<LedgerEntriesTable>;
export type PaymentMethod = Selectable<PaymentMethodsTable>;
export type Token = Selectable<TokensTable>;
export type Customization = Selectable<CustomizationsTable>;
export type FileRecord = Selectable<FilesTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
export type FamilyNotice = Selectable<FamilyNoticesTable>;
export type StudentUpdate = Updateable<StudentsTable>;
export type NewRegion = Insertable<RegionsTable>;
export type RegionUpdate = Updateable<RegionsTable>;
export type RecoveryCode = Selectable<RecoveryCodesTable>;

/** App mode: trial needs no paid plan, subscription does. */
export type Style = 'trial' | 'subscription';

/** The status values the platform is known to send; others may arrive and must be handled. */
export type PlanStatus = 'active' | 'expired' | 'pending_payment' | 'failed' | 'failed_declined';

/** The part of a subscription the rules read. */
export interface PlanLike {
  status: string;
  /** How many students the plan allows. */
  students: number;
  cancellation_date?: string | null;
}

/** The API answers `false` (or nothing) when the account has no subscription. */
export type MaybePlan = PlanLike | false | null | undefined;

/** The three methods of Web Storage the rules use, so they run without a DOM. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Field errors in the server's (Laravel's) shape: field name to messages. */
export type FieldErrors = Record<string, string[]>;

/** One form field: its API name, its label and whether it must be filled. */
export interface Field {
  name: string;
  label: string;
  required: boolean;
}

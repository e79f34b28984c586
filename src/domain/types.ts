/**
 * The contract's words the rules speak, as types only (erased: the rules stay pure): the app's
 * style, the status values the platform is known to send (others may arrive and must be
 * handled), and field errors in the server's (Laravel's) shape.
 */
export type { KnownStatus as PlanStatus, Style } from '../api/structs';
export type { FieldErrors } from '../api/errors';

/** The part of a subscription the rules read. */
export interface PlanLike {
  status: string;
  /** How many students the plan allows. */
  students: number;
  cancellation_date?: string | null;
  /** A free trial's own plan. */
  trial?: boolean;
}

/** The API answers `false` (or nothing) when the account has no subscription. */
export type MaybePlan = PlanLike | false | null | undefined;

/** The three methods of Web Storage the rules use, so they run without a DOM. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One form field: its API name, its label and whether it must be filled. */
export interface Field {
  name: string;
  label: string;
  required: boolean;
}

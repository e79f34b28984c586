import type { MpesaFailure } from '../../src/domain/mpesa';

/**
 * Takes M-Pesa payments by STK push. The sandbox (outcomes chosen by the number's last four
 * digits, see sandbox-mpesa.ts) and the Daraja adapter implement it. A push only asks the phone;
 * the result arrives later by callback (`readCallback`) or by asking (`queryStatus`), and both
 * lead the shop through the same idempotent transition.
 */
export interface MobileMoneyProvider {
  /** Recorded on orders as their provider, e.g. "sandbox" or "daraja". */
  readonly name: string;
  /** How long the family has to answer a prompt on the phone; the SDK counts it down. */
  readonly promptWindowMs: number;
  /**
   * When set, the shop asks `queryStatus` this long after a push: the sandbox's way of answering,
   * and for a real adapter a fallback for callbacks that never come.
   */
  readonly checkAfterMs?: number;
  /** Sends the payment prompt to the phone (Daraja: STK push with short code, passkey and callback URL). */
  requestPayment(request: MobileMoneyRequest): Promise<MobileMoneyPush>;
  /** Where a request stands now (Daraja: STK push query). */
  queryStatus(reference: string): Promise<MobileMoneyStatus>;
  /** A provider callback body read as a result, or null when it is not a well-formed callback. */
  readCallback(body: unknown): MobileMoneyResult | null;
}

export interface MobileMoneyRequest {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Minor units, always whole shillings (the money rules round every charge down to one). */
  amount: number;
  /** Shown on the customer's prompt and statement, e.g. "SOMA-42". */
  accountReference: string;
  description: string;
}

/** `accepted`: the prompt is on its way and `reference` (Daraja: CheckoutRequestID) names it. */
export type MobileMoneyPush = { accepted: true; reference: string } | { accepted: false; message: string };

/** A refusal: why, as the family reads it (src/domain/mpesa.ts), and the provider's own words for the log. */
export type MobileMoneyFailure = { status: 'failed'; reason: MpesaFailure; message: string };

export type MobileMoneyStatus = { status: 'pending' } | { status: 'paid'; receipt: string | null } | MobileMoneyFailure;

export type MobileMoneyResult = { reference: string; amount: number | null } & (
  | { status: 'paid'; receipt: string | null }
  | MobileMoneyFailure
);

/**
 * Daraja's ResultCode for an STK push: 0 paid, 1032 cancelled on the phone, 1037 and 1019 not
 * answered in time (the phone could not be reached, or the prompt expired), 1 an M-Pesa balance
 * too small, 2001 a wrong PIN; any other refusal is a decline.
 */
export function mpesaOutcome(resultCode: number): 'paid' | MpesaFailure {
  switch (resultCode) {
    case 0:
      return 'paid';
    case 1032:
      return 'cancelled';
    case 1037:
    case 1019:
      return 'timeout';
    case 1:
      return 'insufficient_funds';
    case 2001:
      return 'wrong_pin';
    default:
      return 'declined';
  }
}

/** The status a result code means, with Daraja's description kept as the message. */
export function statusOfResult(resultCode: number, description: string): { status: 'paid' } | MobileMoneyFailure {
  const outcome = mpesaOutcome(resultCode);
  return outcome === 'paid'
    ? { status: 'paid' }
    : { status: 'failed', reason: outcome, message: description || 'The payment was not completed.' };
}

/** M-Pesa takes whole shillings; the money rules make every charge one, and a fraction here is a fault. */
export function wholeShillings(minorUnits: number): number {
  if (!Number.isInteger(minorUnits) || minorUnits % 100 !== 0 || minorUnits <= 0) {
    throw new Error(`an M-Pesa charge must be a positive whole number of shillings, not ${minorUnits} minor units`);
  }
  return minorUnits / 100;
}

/**
 * Reads Daraja's STK callback (`{ Body: { stkCallback: { MerchantRequestID, CheckoutRequestID,
 * ResultCode, ResultDesc, CallbackMetadata } } }`), which the sandbox speaks too; null unless it is
 * well formed. ResultCode 0 is paid and carries its metadata items (the receipt number at least);
 * anything else failed, for the reason `mpesaOutcome` reads from the code.
 */
export function readStkCallback(body: unknown): MobileMoneyResult | null {
  const callback = (body as { Body?: { stkCallback?: unknown } } | null)?.Body?.stkCallback as
    | {
        MerchantRequestID?: unknown;
        CheckoutRequestID?: unknown;
        ResultCode?: unknown;
        ResultDesc?: unknown;
        CallbackMetadata?: { Item?: unknown };
      }
    | undefined;
  if (!callback || typeof callback !== 'object') return null;
  const reference = callback.CheckoutRequestID;
  const code =
    typeof callback.ResultCode === 'string' && /^\d+$/.test(callback.ResultCode)
      ? Number(callback.ResultCode)
      : callback.ResultCode;
  if (!nonEmpty(reference) || !nonEmpty(callback.MerchantRequestID) || typeof callback.ResultDesc !== 'string')
    return null;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const metadata = callback.CallbackMetadata;
  if (metadata !== undefined && !isItemList(metadata?.Item)) return null;
  const items = isItemList(metadata?.Item) ? metadata.Item : [];
  const item = (name: string) => items.find((entry) => entry.Name === name)?.Value;
  const shillings = item('Amount');
  if (shillings !== undefined && (typeof shillings !== 'number' || !Number.isFinite(shillings))) return null;
  const amount = typeof shillings === 'number' ? Math.round(shillings * 100) : null;
  const result = statusOfResult(code, callback.ResultDesc);
  if (result.status === 'failed') return { reference, amount, ...result };
  const receipt = item('MpesaReceiptNumber');
  if (!nonEmpty(receipt)) return null;
  return { reference, amount, status: 'paid', receipt };
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isItemList(value: unknown): value is Array<{ Name: string; Value?: unknown }> {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => entry !== null && typeof entry === 'object' && typeof (entry as { Name?: unknown }).Name === 'string',
    )
  );
}

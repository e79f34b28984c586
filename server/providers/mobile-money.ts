/**
 * Takes M-Pesa payments by STK push. The sandbox (a number ending 0000 is declined, any other
 * is paid after SANDBOX_MPESA_DELAY_MS) and the Daraja adapter implement it. A push only asks
 * the phone; the result arrives later by callback (`readCallback`) or by asking (`queryStatus`),
 * and both lead the shop through the same idempotent transition.
 */
export interface MobileMoneyProvider {
  /** Recorded on orders as their provider, e.g. "sandbox" or "daraja". */
  readonly name: string;
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
  /** Minor units; M-Pesa takes whole shillings, so adapters round up. */
  amount: number;
  /** Shown on the customer's prompt and statement, e.g. "SOMA-42". */
  accountReference: string;
  description: string;
}

/** `accepted`: the prompt is on its way and `reference` (Daraja: CheckoutRequestID) names it. */
export type MobileMoneyPush =
  | { accepted: true; reference: string }
  | { accepted: false; message: string };

export type MobileMoneyStatus =
  | { status: 'pending' }
  | { status: 'paid'; receipt: string | null }
  | { status: 'failed'; message: string };

export type MobileMoneyResult = { reference: string; amount: number | null } & (
  | { status: 'paid'; receipt: string | null }
  | { status: 'failed'; message: string }
);

/**
 * Reads Daraja's STK callback (`{ Body: { stkCallback: { MerchantRequestID, CheckoutRequestID,
 * ResultCode, ResultDesc, CallbackMetadata } } }`), which the sandbox speaks too; null unless it is
 * well formed. ResultCode 0 is paid and carries its metadata items (the receipt number at least);
 * anything else (1032 cancelled, 1037 timed out, 1 insufficient funds, ...) failed with its ResultDesc.
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
  const code = typeof callback.ResultCode === 'string' && /^\d+$/.test(callback.ResultCode) ? Number(callback.ResultCode) : callback.ResultCode;
  if (!nonEmpty(reference) || !nonEmpty(callback.MerchantRequestID) || typeof callback.ResultDesc !== 'string') return null;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const metadata = callback.CallbackMetadata;
  if (metadata !== undefined && !isItemList(metadata?.Item)) return null;
  const items = isItemList(metadata?.Item) ? metadata.Item : [];
  const item = (name: string) => items.find((entry) => entry.Name === name)?.Value;
  const shillings = item('Amount');
  if (shillings !== undefined && (typeof shillings !== 'number' || !Number.isFinite(shillings))) return null;
  const amount = typeof shillings === 'number' ? Math.round(shillings * 100) : null;
  if (code !== 0) {
    const message = callback.ResultDesc || 'The payment was not completed.';
    return { reference, amount, status: 'failed', message };
  }
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
    value.every((entry) => entry !== null && typeof entry === 'object' && typeof (entry as { Name?: unknown }).Name === 'string')
  );
}

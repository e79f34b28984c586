import type { DarajaConfig } from '../config';
import { darajaClient, darajaTimestamp, stkPassword, type DarajaClientOptions } from './daraja-api';
import {
  readStkCallback,
  statusOfResult,
  wholeShillings,
  type MobileMoneyProvider,
  type MobileMoneyStatus,
} from './mobile-money';

/** Daraja's answers to a status query for a request it has not decided yet. */
const STILL_PROCESSING_ERRORS = new Set(['500.001.1001']);
const STILL_PROCESSING_RESULTS = new Set([4999]);
/** Daraja's "no such request" family: the request id was never one of ours. */
const UNKNOWN_REQUEST = /^400\.002\.0[12]$/;
/** How long a family has to answer Daraja's prompt before the phone drops it (then 1037 or 1019 arrives). */
const PROMPT_WINDOW_MS = 90_000;

export const PUSH_REFUSED = 'M-Pesa could not send the payment request. Please check the number and try again.';

/**
 * M-Pesa through Safaricom's Daraja: a Lipa na M-Pesa Online (STK push) prompt per order, the
 * result by callback to `config.callbackUrl`, and the STK push query for requests whose callback
 * never came (the sweep asks). No timed check is scheduled after a push: Daraja calls back, and
 * asking it too early only answers "being processed".
 */
export function darajaMpesa(config: DarajaConfig, options: DarajaClientOptions): MobileMoneyProvider {
  const client = darajaClient(config, options);

  function signed() {
    const timestamp = darajaTimestamp(options.now());
    return {
      BusinessShortCode: config.shortCode,
      Password: stkPassword(config.shortCode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    name: 'daraja',
    promptWindowMs: PROMPT_WINDOW_MS,

    async requestPayment({ phone, amount, accountReference, description }) {
      const { status, body } = await client.post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: config.transactionType,
        Amount: wholeShillings(amount),
        PartyA: phone,
        PartyB: config.partyB,
        PhoneNumber: phone,
        CallBackURL: config.callbackUrl,
        // Daraja's limits: 12 characters of account reference, 13 of description.
        AccountReference: accountReference.slice(0, 12),
        TransactionDesc: description.slice(0, 13),
      });
      const reference = body.CheckoutRequestID;
      if (status === 200 && String(body.ResponseCode) === '0' && typeof reference === 'string' && reference !== '') {
        return { accepted: true, reference };
      }
      // Daraja's own trouble leaves it unknown whether the prompt went out; the shop fails the order either way.
      if (status >= 500 || status === 429) throw new Error(`Daraja could not take the STK push (HTTP ${status})`);
      return { accepted: false, message: PUSH_REFUSED };
    },

    async queryStatus(reference): Promise<MobileMoneyStatus> {
      const { status, body } = await client.post('/mpesa/stkpushquery/v1/query', {
        ...signed(),
        CheckoutRequestID: reference,
      });
      const errorCode = typeof body.errorCode === 'string' ? body.errorCode : null;
      if (errorCode && STILL_PROCESSING_ERRORS.has(errorCode)) return { status: 'pending' };
      if (errorCode && UNKNOWN_REQUEST.test(errorCode))
        return { status: 'failed', reason: 'unsent', message: 'The payment request is unknown.' };
      const code =
        typeof body.ResultCode === 'string' && /^\d+$/.test(body.ResultCode)
          ? Number(body.ResultCode)
          : body.ResultCode;
      if (status !== 200 || typeof code !== 'number')
        throw new Error(`Daraja could not answer the STK query (HTTP ${status})`);
      if (STILL_PROCESSING_RESULTS.has(code)) return { status: 'pending' };
      const result = statusOfResult(code, typeof body.ResultDesc === 'string' ? body.ResultDesc : '');
      return result.status === 'paid' ? { status: 'paid', receipt: null } : result;
    },

    readCallback: readStkCallback,
  };
}

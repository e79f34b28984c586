import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DarajaConfig } from '../../../server/config';

/*
 * A stand-in for Safaricom's Daraja API: OAuth tokens, STK push and STK push query, recording
 * each request. What a query answers is up to the test (`decide`); until then a request is
 * "being processed", as Daraja answers while the customer has the prompt in hand.
 */

export interface DarajaRecord {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>;
}

export type Decision = { ResultCode: string | number; ResultDesc: string } | 'processing' | 'unknown';

export interface FakeDaraja {
  url: string;
  config: DarajaConfig;
  requests: DarajaRecord[];
  /** CheckoutRequestIDs handed out, in order. */
  pushes: string[];
  decide(checkoutRequestId: string, decision: Decision): void;
  /** Tokens issued so far stop working (Daraja's "Invalid Access Token"). */
  revokeTokens(): void;
  /** The next `count` pushes or queries answer 500 with no Daraja error code. */
  failNext(count: number): void;
  calls(path: string): DarajaRecord[];
  close(): Promise<void>;
}

export const DARAJA = {
  consumerKey: 'soma-consumer-key',
  consumerSecret: 'soma-consumer-secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

export async function startFakeDaraja(): Promise<FakeDaraja> {
  const requests: DarajaRecord[] = [];
  const pushes: string[] = [];
  const decisions = new Map<string, Decision>();
  const tokens = new Set<string>();
  let failures = 0;
  let issued = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://daraja.test');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, any> = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = { unparsed: text };
      }
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname + url.search,
        headers: request.headers,
        body,
      });
      const send = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const requestId = randomBytes(6).toString('hex');

      if (url.pathname === '/oauth/v1/generate') {
        const expected = `Basic ${Buffer.from(`${DARAJA.consumerKey}:${DARAJA.consumerSecret}`).toString('base64')}`;
        if (url.searchParams.get('grant_type') !== 'client_credentials' || request.headers.authorization !== expected) {
          return send(400, { requestId, errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
        }
        const token = `token-${(issued += 1)}-${randomBytes(4).toString('hex')}`;
        tokens.add(token);
        return send(200, { access_token: token, expires_in: '3599' });
      }
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer))
        return send(404, { requestId, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      if (failures > 0) {
        failures -= 1;
        return send(500, {
          requestId,
          errorCode: '500.003.02',
          errorMessage: 'System is busy. Please try again in few minutes.',
        });
      }
      if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
        if (!/^254[17]\d{8}$/.test(String(body.PhoneNumber)) || String(body.PhoneNumber).endsWith('9999')) {
          return send(400, { requestId, errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
        }
        const checkout = `ws_CO_${Date.now()}${randomBytes(5).toString('hex')}`;
        pushes.push(checkout);
        return send(200, {
          MerchantRequestID: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}`,
          CheckoutRequestID: checkout,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
      }
      if (url.pathname === '/mpesa/stkpushquery/v1/query') {
        const decision = pushes.includes(body.CheckoutRequestID)
          ? (decisions.get(body.CheckoutRequestID) ?? 'processing')
          : 'unknown';
        if (decision === 'processing')
          return send(500, {
            requestId,
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          });
        if (decision === 'unknown')
          return send(400, {
            requestId,
            errorCode: '400.002.02',
            errorMessage: 'Bad Request - Invalid CheckoutRequestID',
          });
        return send(200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: 'merchant',
          CheckoutRequestID: body.CheckoutRequestID,
          ResultCode: String(decision.ResultCode),
          ResultDesc: decision.ResultDesc,
        });
      }
      send(404, { requestId, errorCode: '404.001.01', errorMessage: 'Resource not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    config: {
      baseUrl: url,
      ...DARAJA,
      callbackUrl: 'https://portal.example/api/shop/mpesa/callback',
      partyB: DARAJA.shortCode,
      transactionType: 'CustomerPayBillOnline',
    },
    requests,
    pushes,
    decide: (checkout, decision) => void decisions.set(checkout, decision),
    revokeTokens: () => tokens.clear(),
    failNext: (count) => void (failures = count),
    calls: (path) => requests.filter((r) => r.path.split('?')[0] === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Daraja's callback for a request, as it posts it to CallBackURL. */
export function darajaCallback(checkoutRequestId: string, code = 0, options: { amount?: number; phone?: number } = {}) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: code,
        ResultDesc:
          code === 0
            ? 'The service request is processed successfully.'
            : code === 1032
              ? 'Request cancelled by user'
              : 'DS timeout user cannot be reached',
        ...(code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: options.amount ?? 1 },
                  { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
                  { Name: 'TransactionDate', Value: 20191219102115 },
                  { Name: 'PhoneNumber', Value: options.phone ?? 254708374149 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

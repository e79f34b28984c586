import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { darajaTimestamp, stkPassword } from '../../../server/providers/daraja-api';
import { wholeShillings } from '../../../server/providers/mobile-money';
import { darajaMpesa, PUSH_REFUSED } from '../../../server/providers/daraja-mpesa';
import { readStkCallback } from '../../../server/providers/mobile-money';
import { DARAJA, darajaCallback, startFakeDaraja, type FakeDaraja } from './fake-daraja';

describe('Daraja helpers', () => {
  it('stamps in Kenyan time, YYYYMMDDHHmmss', () => {
    assert.equal(darajaTimestamp(new Date('2024-12-31T21:05:09Z')), '20250101000509');
    assert.equal(darajaTimestamp(new Date('2024-03-04T05:06:07.999Z')), '20240304080607');
  });

  it('signs with base64 of short code, passkey and timestamp', () => {
    const password = stkPassword('174379', 'passkey', '20240304080607');
    assert.equal(Buffer.from(password, 'base64').toString(), '174379passkey20240304080607');
  });

  it('sends whole shillings and refuses a fraction (the money rules round every charge down to one)', () => {
    assert.equal(wholeShillings(150_000), 1500);
    assert.equal(wholeShillings(100), 1);
    for (const fraction of [150_001, 1, 0, -100, 1.5])
      assert.throws(() => wholeShillings(fraction), /whole number of shillings/);
  });
});

describe('reading an STK callback', () => {
  const good = darajaCallback('ws_CO_1', 0, { amount: 1500 });

  it('reads a paid result with its amount (minor units) and receipt, and a refused one with its description', () => {
    assert.deepEqual(readStkCallback(good), {
      reference: 'ws_CO_1',
      amount: 150_000,
      status: 'paid',
      receipt: 'NLJ7RT61SV',
    });
    assert.deepEqual(readStkCallback(darajaCallback('ws_CO_2', 1032)), {
      reference: 'ws_CO_2',
      amount: null,
      status: 'failed',
      reason: 'cancelled',
      message: 'Request cancelled by user',
    });
    assert.equal(readStkCallback(darajaCallback('ws_CO_3', 1037))?.status, 'failed');
    const codeAsText = structuredClone(good) as any;
    codeAsText.Body.stkCallback.ResultCode = '0';
    assert.equal(readStkCallback(codeAsText)?.status, 'paid');
  });

  it("reads Daraja's callback bodies for each outcome as the family's reason", () => {
    // The bodies as Daraja posts them (Lipa na M-Pesa Online, STK push result), one per outcome.
    const failed = (code: number, description: string) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: code,
          ResultDesc: description,
        },
      },
    });
    const outcomes: Array<[number, string, string]> = [
      [1032, 'Request cancelled by user.', 'cancelled'],
      [1037, 'DS timeout user cannot be reached', 'timeout'],
      [1019, 'Transaction has expired', 'timeout'],
      [1, 'The balance is insufficient for the transaction.', 'insufficient_funds'],
      [2001, 'The initiator information is invalid.', 'wrong_pin'],
      [1001, 'Unable to lock subscriber, a transaction is already in process for the current subscriber', 'declined'],
      [1025, 'An error occurred while sending a push request', 'declined'],
    ];
    for (const [code, description, reason] of outcomes) {
      assert.deepEqual(
        readStkCallback(failed(code, description)),
        { reference: 'ws_CO_191220191020363925', amount: null, status: 'failed', reason, message: description },
        `ResultCode ${code}`,
      );
    }
    const paid = {
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1.0 },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: 254708374149 },
            ],
          },
        },
      },
    };
    assert.deepEqual(readStkCallback(paid), {
      reference: 'ws_CO_191220191020363925',
      amount: 100,
      status: 'paid',
      receipt: 'NLJ7RT61SV',
    });
  });

  it('accepts nothing that is not well formed', () => {
    const without = (field: string) => {
      const body = structuredClone(good) as any;
      delete body.Body.stkCallback[field];
      return body;
    };
    const changed = (change: (callback: any) => void) => {
      const body = structuredClone(good) as any;
      change(body.Body.stkCallback);
      return body;
    };
    const cases: unknown[] = [
      null,
      'text',
      {},
      { Body: {} },
      { Body: { stkCallback: 'x' } },
      without('MerchantRequestID'),
      without('CheckoutRequestID'),
      without('ResultCode'),
      without('ResultDesc'),
      without('CallbackMetadata'),
      changed((c) => (c.CheckoutRequestID = '')),
      changed((c) => (c.ResultCode = 'zero')),
      changed((c) => (c.ResultCode = 0.5)),
      changed((c) => (c.CallbackMetadata = { Item: 'x' })),
      changed((c) => (c.CallbackMetadata.Item = [{ Value: 1 }])),
      changed(
        (c) => (c.CallbackMetadata.Item = c.CallbackMetadata.Item.filter((i: any) => i.Name !== 'MpesaReceiptNumber')),
      ),
      changed((c) => (c.CallbackMetadata.Item[0].Value = 'lots')),
    ];
    for (const body of cases) assert.equal(readStkCallback(body), null, JSON.stringify(body));
  });
});

describe('the Daraja adapter against a stand-in for Daraja', () => {
  let daraja: FakeDaraja;
  let clock = new Date('2025-06-01T09:00:00Z');
  const now = () => clock;
  before(async () => (daraja = await startFakeDaraja()));
  after(() => daraja.close());

  it("pushes an STK prompt in Daraja's shape, with a client-credentials token", async () => {
    const mpesa = darajaMpesa(daraja.config, { now });
    const push = await mpesa.requestPayment({
      phone: '254712345678',
      amount: 150_100,
      accountReference: 'SOMA-1234567890',
      description: 'Soma order 1234567890',
    });
    assert.equal(push.accepted, true);
    assert.equal(push.accepted && push.reference, daraja.pushes.at(-1));

    const [token] = daraja.calls('/oauth/v1/generate');
    assert.equal(token!.method, 'GET');
    assert.equal(token!.path, '/oauth/v1/generate?grant_type=client_credentials');
    assert.equal(
      token!.headers.authorization,
      `Basic ${Buffer.from(`${DARAJA.consumerKey}:${DARAJA.consumerSecret}`).toString('base64')}`,
    );

    const [stk] = daraja.calls('/mpesa/stkpush/v1/processrequest');
    assert.match(String(stk!.headers.authorization), /^Bearer token-/);
    assert.equal(stk!.headers['content-type'], 'application/json');
    assert.deepEqual(stk!.body, {
      BusinessShortCode: '174379',
      Password: Buffer.from(`174379${DARAJA.passkey}20250601120000`).toString('base64'),
      Timestamp: '20250601120000',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1501,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: 'https://portal.example/api/shop/mpesa/callback',
      AccountReference: 'SOMA-1234567',
      TransactionDesc: 'Soma order 12',
    });
  });

  it('keeps its token until shortly before it expires, and takes a new one when Daraja refuses it', async () => {
    const mpesa = darajaMpesa(daraja.config, { now });
    const tokens = () => daraja.calls('/oauth/v1/generate').length;
    const before = tokens();
    const push = () =>
      mpesa.requestPayment({
        phone: '254712345678',
        amount: 10_000,
        accountReference: 'SOMA-1',
        description: 'Soma order 1',
      });
    await Promise.all([push(), push(), push()]);
    assert.equal(tokens(), before + 1, 'requests together share one token request');
    await push();
    assert.equal(tokens(), before + 1);
    clock = new Date(clock.getTime() + 3_560_000);
    await push();
    assert.equal(tokens(), before + 2, 'renewed before it expires');
    daraja.revokeTokens();
    assert.equal((await push()).accepted, true);
    assert.equal(tokens(), before + 3, 'a refused token is replaced once');
  });

  it('answers a refused push as not accepted, and throws when Daraja itself fails', async () => {
    const mpesa = darajaMpesa(daraja.config, { now });
    assert.deepEqual(
      await mpesa.requestPayment({
        phone: '254712349999',
        amount: 10_000,
        accountReference: 'SOMA-1',
        description: 'x',
      }),
      {
        accepted: false,
        message: PUSH_REFUSED,
      },
    );
    daraja.failNext(1);
    await assert.rejects(
      mpesa.requestPayment({ phone: '254712345678', amount: 10_000, accountReference: 'SOMA-1', description: 'x' }),
      /HTTP 500/,
    );
  });

  it('asks with the STK push query: being processed, paid, cancelled, unknown', async () => {
    const mpesa = darajaMpesa(daraja.config, { now });
    const push = await mpesa.requestPayment({
      phone: '254712345678',
      amount: 10_000,
      accountReference: 'SOMA-1',
      description: 'x',
    });
    assert.ok(push.accepted);
    const reference = push.reference;
    assert.deepEqual(await mpesa.queryStatus(reference), { status: 'pending' });
    const query = daraja.calls('/mpesa/stkpushquery/v1/query').at(-1)!;
    assert.deepEqual(Object.keys(query.body).sort(), [
      'BusinessShortCode',
      'CheckoutRequestID',
      'Password',
      'Timestamp',
    ]);
    assert.equal(query.body.CheckoutRequestID, reference);
    assert.equal(
      Buffer.from(query.body.Password, 'base64').toString(),
      `174379${DARAJA.passkey}${query.body.Timestamp}`,
    );

    daraja.decide(reference, { ResultCode: 4999, ResultDesc: 'The transaction is still under processing' });
    assert.deepEqual(await mpesa.queryStatus(reference), { status: 'pending' });
    daraja.decide(reference, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' });
    assert.deepEqual(await mpesa.queryStatus(reference), {
      status: 'failed',
      reason: 'cancelled',
      message: 'Request cancelled by user',
    });
    daraja.decide(reference, { ResultCode: '2001', ResultDesc: 'The initiator information is invalid.' });
    assert.deepEqual(await mpesa.queryStatus(reference), {
      status: 'failed',
      reason: 'wrong_pin',
      message: 'The initiator information is invalid.',
    });
    daraja.decide(reference, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' });
    assert.deepEqual(await mpesa.queryStatus(reference), { status: 'paid', receipt: null });
    assert.deepEqual(await mpesa.queryStatus('ws_CO_never_sent'), {
      status: 'failed',
      reason: 'unsent',
      message: 'The payment request is unknown.',
    });
    daraja.failNext(1);
    await assert.rejects(mpesa.queryStatus(reference), /HTTP 500/, 'an outage leaves the answer unknown');
  });

  it('never schedules its own checks: Daraja calls back, and the sweep asks about the rest', () => {
    assert.equal(darajaMpesa(daraja.config, { now }).checkAfterMs, undefined);
  });
});

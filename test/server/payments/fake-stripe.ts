import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A small stand-in for Stripe's API, for the `stripe` package pointed at it (host, port,
 * protocol): it records every request as the package sent it (form fields flattened the way
 * Stripe reads them, `metadata[order_id]`) and answers Stripe-shaped JSON. Cards behave by
 * what the test made them: pay, be declined, ask for authentication, or fail to process.
 */

export type Behaviour = 'succeed' | 'decline' | 'authenticate' | 'processing_error';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

type Json = Record<string, any>;

export interface FakeStripe {
  url: string;
  requests: Recorded[];
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  setupIntents: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** A card as Stripe.js would create it in the browser; attached to `customer` when given. */
  addCard(options?: {
    behaviour?: Behaviour;
    customer?: string | null;
    brand?: string;
    last4?: string;
    expYear?: number;
    expMonth?: number;
  }): string;
  /** The customer authenticated in the browser: a waiting intent is paid. */
  completeAction(intentId: string): Json;
  /** The next `count` requests answer 500 (Stripe's own trouble). */
  failNext(count: number): void;
  /** Keys Stripe answers with 401 from now on (revoked or never issued). */
  revokeKey(key: string): void;
  /** Requests to `path` (method and path, e.g. "POST /v1/payment_intents"). */
  calls(method: string, path: string | RegExp): Recorded[];
  close(): Promise<void>;
}

let sequence = 0;
const id = (prefix: string) => `${prefix}_${((sequence += 1)).toString(36)}${randomBytes(6).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: Recorded[] = [];
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const replies = new Map<string, { status: number; body: Json }>();
  let failures = 0;
  const revokedKeys = new Set<string>();

  const error = (status: number, fields: Json) => ({ status, body: { error: fields } });
  const missing = (kind: string, key: string, param = 'id') =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${kind}: '${key}'`,
    });
  const now = () => Math.floor(Date.now() / 1000);

  function confirm(intent: Json, offSession: boolean): { status: number; body: Json } {
    const method = paymentMethods.get(intent.payment_method);
    if (!method) return missing('PaymentMethod', intent.payment_method, 'payment_method');
    const refuse = (code: string, message: string, decline_code?: string) => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code, message, ...(decline_code ? { decline_code } : {}) };
      return error(402, {
        type: 'card_error',
        code,
        message,
        ...(decline_code ? { decline_code } : {}),
        payment_intent: intent,
      });
    };
    switch (method.behaviour as Behaviour) {
      case 'succeed':
        intent.status = 'succeeded';
        intent.latest_charge = id('ch');
        return { status: 200, body: intent };
      case 'decline':
        return refuse('card_declined', 'Your card was declined.', 'generic_decline');
      case 'processing_error':
        return refuse('processing_error', 'An error occurred while processing your card. Try again in a little bit.');
      case 'authenticate':
        if (offSession)
          return refuse(
            'authentication_required',
            'Your card was declined. This transaction requires authentication.',
            'authentication_required',
          );
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return { status: 200, body: intent };
    }
  }

  function answer(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, string>,
  ): { status: number; body: Json } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: metadataOf(body),
        invoice_settings: { default_payment_method: null },
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]!);
      if (!customer) return missing('customer', match[1]!);
      if (customer.deleted) return { status: 200, body: { id: customer.id, object: 'customer', deleted: true } };
      if (method === 'POST' && 'invoice_settings[default_payment_method]' in body) {
        const chosen = body['invoice_settings[default_payment_method]'];
        if (chosen && paymentMethods.get(chosen)?.customer !== customer.id) {
          return error(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'invoice_settings[default_payment_method]',
            message: 'No such PaymentMethod',
          });
        }
        customer.invoice_settings.default_payment_method = chosen || null;
      }
      return { status: 200, body: customer };
    }
    if (method === 'GET' && (match = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path))) {
      if (!customers.get(match[1]!)) return missing('customer', match[1]!);
      const data = [...paymentMethods.values()].filter(
        (pm) => pm.customer === match![1] && (!query.type || pm.type === query.type),
      );
      return { status: 200, body: { object: 'list', data: data.map(publicMethod), has_more: false, url: path } };
    }
    if ((match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path)) && method === 'GET') {
      const pm = paymentMethods.get(match[1]!);
      return pm ? { status: 200, body: publicMethod(pm) } : missing('PaymentMethod', match[1]!);
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const pm = paymentMethods.get(match[1]!);
      if (!pm) return missing('PaymentMethod', match[1]!);
      if (!customers.get(body.customer!)) return missing('customer', body.customer!, 'customer');
      if (pm.customer && pm.customer !== body.customer) {
        return error(400, {
          type: 'invalid_request_error',
          message: 'The payment method you provided has already been attached to a customer.',
        });
      }
      pm.customer = body.customer;
      return { status: 200, body: publicMethod(pm) };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (!customers.get(body.customer!)) return missing('customer', body.customer!, 'customer');
      const setup = {
        id: id('seti'),
        object: 'setup_intent',
        customer: body.customer,
        usage: body.usage,
        status: 'requires_payment_method',
        payment_method: null,
        metadata: metadataOf(body),
        created: now(),
        livemode: false,
      };
      setupIntents.set(setup.id, { ...setup, client_secret: `${setup.id}_secret_${randomBytes(8).toString('hex')}` });
      return { status: 200, body: setupIntents.get(setup.id)! };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (!customers.get(body.customer!)) return missing('customer', body.customer!, 'customer');
      const intent: Json = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer,
        payment_method: body.payment_method,
        description: body.description ?? null,
        metadata: metadataOf(body),
        status: 'requires_confirmation',
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      paymentIntents.set(intent.id, intent);
      return body.confirm === 'true' ? confirm(intent, body.off_session === 'true') : { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = paymentIntents.get(match[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent', match[1]!);
    }
    if (method === 'POST' && (match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      const intent = paymentIntents.get(match[1]!);
      if (!intent) return missing('payment_intent', match[1]!);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      }
      intent.status = 'canceled';
      intent.cancellation_reason = body.cancellation_reason ?? null;
      return { status: 200, body: intent };
    }
    if (method === 'GET' && path === '/v1/balance') {
      return { status: 200, body: { object: 'balance', available: [], pending: [], livemode: false } };
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        idempotencyKey: key,
        authorization: (request.headers.authorization as string | undefined) ?? null,
      });
      let reply: { status: number; body: Json };
      const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (revokedKeys.has(bearer)) {
        reply = error(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${bearer.slice(0, 8)}****`,
        });
      } else if (failures > 0) {
        failures -= 1;
        reply = error(500, { type: 'api_error', message: 'An unknown error occurred' });
      } else if (method === 'POST' && key && replies.has(key)) {
        reply = replies.get(key)!;
      } else {
        reply = answer(method, url.pathname, Object.fromEntries(url.searchParams), body);
        // Stripe keeps the first answer to a key, however the request turned out.
        if (method === 'POST' && key) replies.set(key, structuredClone(reply));
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    paymentMethods,
    setupIntents,
    paymentIntents,
    addCard(options = {}) {
      const pm = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        card: {
          brand: options.brand ?? 'visa',
          last4: options.last4 ?? '4242',
          exp_month: options.expMonth ?? 12,
          exp_year: options.expYear ?? new Date().getUTCFullYear() + 3,
        },
        customer: options.customer ?? null,
        created: now(),
        livemode: false,
        behaviour: options.behaviour ?? 'succeed',
      };
      paymentMethods.set(pm.id, pm);
      return pm.id;
    },
    completeAction(intentId) {
      const intent = paymentIntents.get(intentId)!;
      intent.status = 'succeeded';
      intent.next_action = null;
      return intent;
    },
    failNext(count) {
      failures = count;
    },
    revokeKey(key) {
      revokedKeys.add(key);
    },
    calls(method, path) {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function metadataOf(body: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

function publicMethod(pm: Json): Json {
  const { behaviour: _behaviour, ...rest } = pm;
  return rest;
}

export const WEBHOOK_SECRET = 'whsec_test_soma_payments';

/** A webhook delivery as Stripe sends it: the event's JSON and its signature header. */
export function webhookDelivery(type: string, object: Json, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: id('evt'),
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: options.timestamp ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

import type { FastifyInstance } from 'fastify';
import { number, string, type } from 'superstruct';
import { defineCall } from '../../src/api/define';
import {
  cancel,
  defaultPaymentMethod,
  listBundles,
  paymentKinds,
  pay,
  previewUpgrade,
  renew,
  setRenewalNumber,
  upgrade,
} from '../../src/api/shop';
import { readMpesaPhone } from '../../src/api/phone';
import { invalid, notFound } from '../errors';
import { idempotencyKey } from '../http/idempotency';
import { route } from '../http/route';

/**
 * Where M-Pesa posts the result of an STK push. Not part of the SDK's contract: only the
 * provider calls it. It answers in Daraja's words, and only for a request we sent.
 */
export const mpesaCallback = defineCall({
  id: 'shop.mpesaCallback',
  method: 'POST',
  path: '/shop/mpesa/callback',
  body: 'json',
  access: 'public',
  request: type({}),
  response: type({ ResultCode: number(), ResultDesc: string() }),
});

/** The plan shop: plans, checkout, plan changes, cancel and renew. */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { shop, orders } = app.services;
  orders.logTo(app.log);
  // Payments left pending by a previous run (a crash between a charge and its answer) are settled now.
  app.addHook(
    'onReady',
    async () =>
      void orders
        .sweep({ olderThanMs: 0 })
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping pending orders failed')),
  );
  app.addHook('onClose', async () => orders.close());

  route(app, listBundles, ({ caller }) => shop.bundles(caller && !caller.admin ? caller.id : null));

  route(app, previewUpgrade, ({ input, user }) =>
    shop.previewUpgrade(user.id, input.product_id, { resumeBilling: input.resume_billing }),
  );

  route(app, paymentKinds, () => shop.paymentMethods());

  route(app, pay, ({ input, user, request }) =>
    shop.purchase(user.id, {
      bundle: input.bundle,
      payment: input.payment,
      useForRenewals: input.use_for_renewals,
      idempotencyKey: idempotencyKey(request),
      locale: request.locale,
    }),
  );

  route(app, upgrade, ({ input, user, request }) =>
    shop.upgrade(user.id, {
      bundle: input.bundle,
      payment: input.payment,
      useForRenewals: input.use_for_renewals,
      resumeBilling: input.resume_billing,
      idempotencyKey: idempotencyKey(request),
      locale: request.locale,
    }),
  );

  // The number is kept in international form, as every other M-Pesa number is.
  route(app, setRenewalNumber, ({ input, user }) =>
    shop.setRenewalNumber(user.id, readMpesaPhone(input.phone_number)!),
  );

  route(app, defaultPaymentMethod, ({ user }) => shop.defaultPaymentMethod(user.id));

  route(app, cancel, ({ user }) => shop.cancel(user.id));

  route(app, renew, ({ user }) => shop.renew(user.id));

  route(app, mpesaCallback, async ({ request }) => {
    const result = await orders.mobileMoneyCallback(request.body);
    if (result === 'malformed') throw invalid({ Body: ['The callback is not a well-formed M-Pesa result.'] });
    if (result === 'unknown') throw notFound('No such payment request.');
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
}

import type { FastifyInstance } from 'fastify';
import { cardPublicKey, cardSetup, latestPaymentIntent, listCards, updateDefaultCard } from '../../src/api/card';
import type { Call } from '../../src/api/define';
import { authenticateSandboxCharge, createSandboxCard } from '../../src/api/sandboxCard';
import type { CardProvider as CardProviderName } from '../config';
import { notFound } from '../errors';
import { route, type Handler } from '../http/route';
import { NO_CARD_PROVIDER } from '../services/card';

/**
 * The card provider's calls under `/shop/<card>/`, and the sandbox's own card field. The provider
 * follows the site settings from one request to the next, so each call answers under both
 * segments, and only under the one of the provider taking payments now (`GET /app` names it).
 */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { card } = app.services;

  function underEachProvider<C extends Call<any, any>>(call: C, handler: Handler<C>): void {
    for (const name of ['sandbox', 'stripe'] as const satisfies readonly CardProviderName[]) {
      const named = { ...call, path: call.path.replace(/<card>/g, name) } as C;
      route(app, named, async (ctx) => {
        if ((await card.activeProvider()) !== name) throw notFound(NO_CARD_PROVIDER);
        return handler(ctx);
      });
    }
  }

  underEachProvider(cardPublicKey, async () => ({ key: await card.publicKey() }));

  underEachProvider(cardSetup, async ({ user }) => ({ secret: await card.setupSecret(user.id) }));

  underEachProvider(listCards, ({ user }) => card.cards(user.id));

  underEachProvider(updateDefaultCard, ({ input, user }) =>
    card.updateDefault(user.id, input.payment_method_id, input.update_subscription),
  );

  underEachProvider(latestPaymentIntent, async ({ user }) => ({
    payment_secret: await card.latestPaymentSecret(user.id),
  }));

  route(app, authenticateSandboxCharge, ({ input, user }) =>
    card.authenticateSandbox(user.id, input.payment_secret, input.approve),
  );

  // Public: a visitor signing up enters a card before there is an account to attach it to.
  route(app, createSandboxCard, ({ input, caller }) =>
    card.createSandboxCard(input, caller && !caller.admin ? caller.id : null),
  );
}

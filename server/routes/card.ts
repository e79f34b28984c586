import type { FastifyInstance } from 'fastify';
import { cardPublicKey, cardSetup, latestPaymentIntent, listCards, updateDefaultCard } from '../../src/api/card';
import { authenticateSandboxCharge, createSandboxCard } from '../../src/api/sandboxCard';
import { route } from '../http/route';

/** The card provider's calls under `/shop/<card>/`, and the sandbox's own card field. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { card } = app.services;

  route(app, cardPublicKey, async () => ({ key: await card.publicKey() }));

  route(app, cardSetup, async ({ user }) => ({ secret: await card.setupSecret(user.id) }));

  route(app, listCards, ({ user }) => card.cards(user.id));

  route(app, updateDefaultCard, ({ input, user }) =>
    card.updateDefault(user.id, input.payment_method_id, input.update_subscription),
  );

  route(app, latestPaymentIntent, async ({ user }) => ({ payment_secret: await card.latestPaymentSecret(user.id) }));

  route(app, authenticateSandboxCharge, ({ input, user }) => card.authenticateSandbox(user.id, input.payment_secret, input.approve));

  // Public: a visitor signing up enters a card before there is an account to attach it to.
  route(app, createSandboxCard, ({ input, caller }) =>
    card.createSandboxCard(input, caller && !caller.admin ? caller.id : null),
  );
}

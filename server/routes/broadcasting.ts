import type { FastifyInstance } from 'fastify';
import { broadcastingAuth } from '../../src/api/app';
import { forbidden, invalid, notFound } from '../errors';
import { route } from '../http/route';
import { mayJoin } from '../realtime/access';
import { channelAuth, SOCKET_ID } from '../realtime/signature';

/** Signs a browser's subscription to its own private channel, for the built-in or an external Pusher server. */
export async function broadcastingRoutes(app: FastifyInstance): Promise<void> {
  route(app, broadcastingAuth, async ({ input, user }) => {
    if (!SOCKET_ID.test(input.socket_id)) throw invalid({ socket_id: ['The socket id is invalid.'] });
    if (!mayJoin(user, input.channel_name)) throw forbidden();
    const realtime = await app.broadcaster.app?.();
    if (!realtime) throw notFound();
    return { auth: channelAuth(realtime, input.socket_id, input.channel_name) };
  });
}

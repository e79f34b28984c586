import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { channelAuth } from '../../../server/realtime/signature';
import { APP_KEY, APP_SECRET, liveApp, RawClient, realtimeConfig, type LiveApp } from './support';

/*
 * Anyone may open a websocket before signing in, so one client address may hold only so many
 * connections that are not signed in yet (no private channel): past that, Pusher's 4100 'Over
 * capacity'. A connection that joins its private channel counts no more, and a closed one frees
 * its place; other addresses are not affected.
 */

describe('realtime: a cap on connections not signed in, per address', () => {
  let live: LiveApp;
  const clients: RawClient[] = [];
  const open = (address: string) => {
    const client = new RawClient(live.socketUrl(), { 'x-forwarded-for': address });
    clients.push(client);
    return client;
  };
  const refused = async (client: RawClient) => {
    const error = await client.next((m) => m.event === 'pusher:error');
    assert.equal(error.data.code, 4100);
    assert.equal(error.data.message, 'Over capacity');
    assert.equal((await client.waitClose()).code, 4100);
  };
  const signIn = async (client: RawClient, channel: string) => {
    const socketId = await client.established();
    client.send('pusher:subscribe', {
      channel,
      auth: channelAuth({ key: APP_KEY, secret: APP_SECRET }, socketId, channel),
    });
    await client.next((m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === channel);
  };

  before(async () => {
    live = await liveApp({ config: { trustProxy: true, realtime: { ...realtimeConfig(), maxGuestsPerAddress: 3 } } });
  });
  after(async () => {
    for (const client of clients) client.close();
    await live.close();
  });

  it('takes 3 guests from one address and refuses the 4th with 4100, while another address connects', async () => {
    const three = [open('198.51.100.7'), open('198.51.100.7'), open('198.51.100.7')];
    await Promise.all(three.map((client) => client.established()));
    await refused(open('198.51.100.7'));
    await open('203.0.113.20').established();
  });

  it('a public channel does not sign a connection in; a private one does, and frees its place', async () => {
    const first = open('198.51.100.8');
    const socketId = await first.established();
    first.send('pusher:subscribe', { channel: 'announcements' });
    await first.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    await open('198.51.100.8').established();
    await open('198.51.100.8').established();
    await refused(open('198.51.100.8'));
    assert.ok(socketId);

    await signIn(first, 'private-user.77');
    await open('198.51.100.8').established();
    await refused(open('198.51.100.8'));
  });

  it('a guest that leaves frees its place', async () => {
    const guests = [open('198.51.100.9'), open('198.51.100.9'), open('198.51.100.9')];
    await Promise.all(guests.map((client) => client.established()));
    await refused(open('198.51.100.9'));
    guests[0]!.ws.close();
    await guests[0]!.waitClose();
    // The server hears the close a moment later.
    let next = open('198.51.100.9');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const first = await next.next((m) => m.event === 'pusher:connection_established' || m.event === 'pusher:error');
      if (first.event === 'pusher:connection_established') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = open('198.51.100.9');
    }
    assert.fail('the place was not freed');
  });
});

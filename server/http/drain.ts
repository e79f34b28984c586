import net, { type Socket } from 'node:net';
import type { Server } from 'node:http';

export interface Drain {
  /**
   * Stops accepting connections (new ones are refused), lets the requests under way and those
   * already sent down open connections be answered, then closes the connections left idle.
   */
  close(): Promise<void>;
}

/** How long no request may be under way before the idle connections are closed. */
const QUIET_MS = 300;
/** How long a connection that has sent nothing yet is waited for (its request is on its way). */
const FRESH_MS = 2000;
/** The longest the listener stays open after the grace, waiting for a busy instance to be quiet. */
const LISTEN_WAIT_MS = 5000;
const POLL_MS = 50;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/**
 * Closing without resetting anyone. Node's `server.close()` also destroys every connection that
 * has no request under way at that instant, which includes connections whose request has arrived
 * but not yet been read (a busy instance): their clients would see a reset. So the listener is
 * closed alone (once the instance is quiet); the instance keeps reading and answering what reached it (each answer with
 * `Connection: close` while draining, app.ts), and the idle connections are closed only once no
 * request has been under way for a moment and every connection accepted has had time to send its
 * request (a client connects, then writes: a connection closed between the two is a reset).
 */
export function drainable(server: Server): Drain {
  let underWay = 0;
  let lastActivity = Date.now();
  // Connections accepted that have sent no request yet, with the time each was accepted.
  const fresh = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    fresh.set(socket, Date.now());
    socket.once('close', () => fresh.delete(socket));
  });
  server.on('request', (request, response) => {
    fresh.delete(request.socket);
    underWay += 1;
    lastActivity = Date.now();
    response.once('close', () => {
      underWay -= 1;
      lastActivity = Date.now();
    });
  });
  return {
    async close() {
      const quiet = () => underWay === 0 && Date.now() - lastActivity >= QUIET_MS;
      // A busy instance may not yet have accepted connections its clients have made (they wait in
      // the kernel's queue, and closing the listener would reset them): the listener is closed once
      // the instance has been quiet for a moment, which it is not while it has work, or at the latest
      // after LISTEN_WAIT_MS.
      const since = Date.now();
      while (!quiet() && Date.now() - since < LISTEN_WAIT_MS) await pause();
      // Its callback waits for every connection to end: not awaited, only the quiet below.
      if (server.listening) net.Server.prototype.close.call(server);
      const waiting = () => [...fresh.values()].some((accepted) => Date.now() - accepted < FRESH_MS);
      while (!quiet() || waiting()) await pause();
      server.closeIdleConnections();
    },
  };
}

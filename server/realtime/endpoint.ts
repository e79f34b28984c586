import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { Connection } from './connection';
import type { Hub } from './hub';
import { Codes, protocolError, SUPPORTED_PROTOCOLS } from './protocol';

export interface EndpointOptions {
  hub: Hub;
  /** The app's key (the path's `{key}`) and secret (checks private channels). */
  app: () => Promise<{ key: string; secret: string }>;
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  /** Connections one client address may hold before any of them is signed in (holds a private channel). */
  maxGuestsPerAddress: number;
  /** The client's address: the socket's, or the one a trusted proxy forwards. */
  addressOf: (request: IncomingMessage) => string;
  log: { warn(object: object, message: string): void };
}

export interface Endpoint {
  /** Open connections on this instance. */
  readonly connections: number;
  /** Asks every client to reconnect (elsewhere, behind a load balancer) and stops accepting new ones. */
  close(): Promise<void>;
}

const PATH = /^\/app\/([^/?]+)\/?$/;
/** Client messages are a few hundred bytes; anything far larger is not a Pusher client. */
const MAX_PAYLOAD_BYTES = 64 * 1024;
const CLOSE_GRACE_MS = 1_000;

/**
 * The Pusher-protocol endpoint `/app/{key}` on the HTTP server that serves the API. Upgrades to
 * other paths are left to other listeners, or refused when there is none.
 */
export function realtimeEndpoint(server: Server, options: EndpointOptions): Endpoint {
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_PAYLOAD_BYTES });
  const connections = new Set<Connection>();
  /**
   * Connections not signed in yet, per client address: anyone may open one, so one address may
   * hold only so many (a school's lab signs in within a moment of connecting, and then counts no more).
   */
  const guests = new Map<string, number>();
  const leaveGuests = (address: string) => {
    const left = (guests.get(address) ?? 1) - 1;
    if (left > 0) guests.set(address, left);
    else guests.delete(address);
  };
  const activityMs = options.activityTimeoutSeconds * 1000;
  const pongMs = options.pongTimeoutSeconds * 1000;
  let closing = false;

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = parseUrl(request.url);
    const match = url ? PATH.exec(url.pathname) : null;
    if (!url || !match) {
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', () => socket.destroy());
    options.app().then(
      (app) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) =>
          accept(ws, app, decode(match[1]!), url.searchParams, options.addressOf(request)),
        );
      },
      (error: unknown) => {
        options.log.warn({ err: error }, 'realtime: the app credentials are unavailable');
        refuseUpgrade(socket, 503, 'Service Unavailable');
      },
    );
  }

  function accept(
    ws: WebSocket,
    app: { key: string; secret: string },
    key: string,
    params: URLSearchParams,
    address: string,
  ) {
    const protocol = params.get('protocol');
    // As Pusher does: the reason goes as a pusher:error, then the socket closes with its code.
    const refuse = (code: number, message: string) => {
      ws.send(protocolError(code, message));
      ws.close(code, closeReason(message));
    };
    if (key !== app.key) return refuse(Codes.appDoesNotExist, `App key ${key.slice(0, 64)} does not exist`);
    if (protocol === null) return refuse(Codes.noProtocol, 'No protocol version supplied');
    if (!/^\d+$/.test(protocol)) return refuse(Codes.invalidVersion, 'Invalid version string format');
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol)))
      return refuse(Codes.unsupportedProtocol, 'Unsupported protocol version');
    if (closing) return refuse(Codes.reconnect, 'Server is shutting down');
    // Pusher's "over capacity": the client tries again later, with its back-off.
    if ((guests.get(address) ?? 0) >= options.maxGuestsPerAddress) return refuse(Codes.overCapacity, 'Over capacity');

    guests.set(address, (guests.get(address) ?? 0) + 1);
    const connection = new Connection(ws, {
      app,
      hub: options.hub,
      activityTimeoutSeconds: options.activityTimeoutSeconds,
      onAuthenticated: () => leaveGuests(address),
    });
    connections.add(connection);
    ws.on('message', (data, isBinary) => {
      if (isBinary) return connection.send(protocolError(null, 'Binary messages are not supported'));
      connection.receive(String(data));
    });
    ws.on('pong', () => connection.touch());
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      if (!connection.authenticated) leaveGuests(address);
      connection.closed();
      connections.delete(connection);
    });
    connection.open();
  }

  // A client silent for the activity timeout is pinged; one that stays silent is closed.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (connection.pingedAt !== null) {
          if (now - connection.pingedAt >= pongMs) connection.close(Codes.pongNotReceived, 'Pong reply not received');
        } else if (now - connection.lastActivity >= activityMs) {
          connection.ping();
        }
      }
    },
    Math.max(100, Math.min(activityMs, pongMs) / 4),
  );
  sweep.unref();

  server.on('upgrade', onUpgrade);

  return {
    get connections() {
      return connections.size;
    },
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      const open = [...connections];
      for (const connection of open) connection.close(Codes.reconnect, 'Server is shutting down');
      await Promise.race([
        Promise.all(
          open.map((c) => (c.ws.readyState === c.ws.CLOSED ? null : new Promise((r) => c.ws.once('close', r)))),
        ),
        new Promise((r) => setTimeout(r, CLOSE_GRACE_MS).unref()),
      ]);
      for (const connection of connections) connection.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function parseUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A close frame's reason holds at most 123 bytes. */
function closeReason(message: string): string {
  let reason = message;
  while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -1);
  return reason;
}

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

/**
 * What the client is told by the layer above it: the stores hand it the session's token and what
 * to do when the session is over, and the platform's settings the brand segments it learnt. The
 * client itself reads no store, so it sits below them (src/stores configure it as they load).
 */
export type Segment = 'tutor' | 'card';

export interface ClientSetup {
  /** The bearer token to send to an API base; null when nobody is signed in there. */
  token(base: string): string | null;
  /** Whether a token can no longer be used (past its expiry, or unreadable): the call is not sent. */
  expired(token: string): boolean;
  /** The session with an API base is over: its token expired, or the server answered 401 to it. */
  onUnauthorized(base: string): void;
  /** A brand segment learnt from an API base's platform (`GET /app` names the card provider), if any. */
  learnt(name: Segment, base: string): string | undefined;
}

const setup: ClientSetup = {
  token: () => null,
  expired: () => false,
  onUnauthorized: () => undefined,
  learnt: () => undefined,
};

/** Replaces the parts given; the others stay as they were. */
export function configureClient(parts: Partial<ClientSetup>): void {
  Object.assign(setup, parts);
}

/** The client's current setup (read at each call). */
export function clientSetup(): Readonly<ClientSetup> {
  return setup;
}

/**
 * What the client is told by the layer above it: the stores hand it the session's token and what
 * to do when the session is over, and the platform's settings the brand segments it learnt. The
 * client itself reads no store, so it sits below them (src/stores configure it as they load).
 */
export type Segment = 'tutor' | 'card';

export interface ClientSetup {
  /** The bearer token to send; null when nobody is signed in. */
  token(): string | null;
  /** Whether the token held can no longer be used (past its expiry, or unreadable): the call is not sent. */
  expired(): boolean;
  /** The session is over: its token expired, or the server answered 401 to it. */
  onUnauthorized(): void;
  /** A brand segment learnt from the platform (`GET /app` names the card provider), if any. */
  learnt(name: Segment): string | undefined;
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

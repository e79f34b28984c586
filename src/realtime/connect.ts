import { ORDER_UPDATED, userChannel } from '../api/realtime';
import type { Realtime } from '../api/structs';

export interface Handlers {
  /** A `product-order.updated` event's data, as sent. */
  orderUpdated(data: unknown): void;
  /** The connection came back after a drop: events sent meanwhile are lost, so state should be re-read. */
  reconnected(): void;
  /** The channel was refused (401 or 403 from the authorisation endpoint). */
  refused(status: number): void;
}

export interface Link {
  disconnect(): void;
}

type Module<T> = { default: T } | T;

/** A CommonJS module's export however the bundler or runtime wrapped it. */
function unwrap<T>(module: Module<T>): T {
  return (module as { default?: T }).default ?? (module as T);
}

/**
 * Connects laravel-echo over pusher-js to the server `GET /app` named and joins the parent's
 * channel. Both libraries are imported here and only here, dynamically, so that they are chunks
 * of their own fetched after login and never part of the login path.
 */
export async function connect(
  settings: Realtime,
  parentId: number,
  token: () => string | null,
  handlers: Handlers,
): Promise<Link> {
  const [echoModule, pusherModule] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const Echo = unwrap(echoModule as Module<typeof import('laravel-echo').default>);
  const Pusher = unwrap(pusherModule as Module<typeof import('pusher-js').default>);

  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: settings.key,
    // pusher-js insists on a cluster; with wsHost set it is not used.
    cluster: settings.cluster ?? '',
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: settings.forceTLS,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: {
      endpoint: settings.authEndpoint,
      transport: 'ajax',
      // Read at every (re)subscription, so a renewed token is used without reconnecting.
      headersProvider: (): Record<string, string> => {
        const current = token();
        return current
          ? { Authorization: `Bearer ${current}`, Accept: 'application/json' }
          : { Accept: 'application/json' };
      },
    },
    withoutInterceptors: true,
  } as ConstructorParameters<typeof Echo>[0]);

  const { pusher } = echo.connector as unknown as { pusher: InstanceType<typeof Pusher> };
  let connectedBefore = false;
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') return;
    if (connectedBefore) handlers.reconnected();
    connectedBefore = true;
  });

  echo
    .private(userChannel(parentId))
    .listen(`.${ORDER_UPDATED}`, (data: unknown) => handlers.orderUpdated(data))
    .error((error: { status?: number }) => handlers.refused(error?.status ?? 0));

  return { disconnect: () => echo.disconnect() };
}

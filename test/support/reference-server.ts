// The reference API server for widget browser tests: the real app on an in-memory database,
// listening on a loopback port. web-test-runner proxies /api to it (so widgets call their own
// origin, as on the hosted portal) and offers test files a few server commands.
import http from 'node:http';
import net from 'node:net';
import { COUNTIES } from '../../server/db/data/counties';
import { GRADES } from '../../server/db/data/grades';
import { createTestApp, type TestApp } from '../server/harness';
import { createStudent, type NewParent } from '../server/fixtures';
import { startPlatform, type PlatformMode, type PlatformStandIn } from './platform';

export interface ReferenceServer {
  url: string;
  testApp: TestApp;
  /** web-test-runner middleware forwarding API and upload paths to the server. */
  proxy: (ctx: any, next: () => Promise<unknown>) => Promise<unknown>;
  /** web-test-runner plugin answering `executeServerCommand('soma-...')`. */
  plugin: {
    name: string;
    executeCommand(args: { command: string; payload?: any }): Promise<unknown>;
    serverStart(args: { server?: http.Server }): void;
  };
  close(): Promise<void>;
}

const PROXIED = /^\/(api|uploads|custom_login|app)(\/|$)/;

export async function startReferenceServer(pageOrigin: string): Promise<ReferenceServer> {
  const testApp = await createTestApp({
    // M-Pesa prompts are answered after 2.5 s: later than a receipt's first check of the server
    // (2 s), so that a receipt turning complete within seconds can only have heard it live, and
    // long enough for the live channel to be joined on a slow machine.
    // The learning platform's calls wait 1 s here, so that "Test grades" can show a timeout quickly.
    config: { publicUrl: pageOrigin, sandboxMpesaDelayMs: 2500, platformTimeoutMs: 1000 },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const defaults = await testApp.app.services.settings.all();
  let platform: PlatformStandIn | null = null;

  const proxy = (ctx: any, next: () => Promise<unknown>) => {
    if (!PROXIED.test(ctx.path)) return next();
    return new Promise<void>((resolve, reject) => {
      const upstream = http.request(
        `${url}${ctx.url}`,
        { method: ctx.method, headers: { ...ctx.req.headers, host: `127.0.0.1:${port}` } },
        (response) => {
          ctx.status = response.statusCode ?? 502;
          for (const [key, value] of Object.entries(response.headers)) {
            if (value !== undefined && key !== 'transfer-encoding' && key !== 'connection')
              ctx.set(key, value as string);
          }
          ctx.body = response;
          resolve();
        },
      );
      upstream.on('error', reject);
      ctx.req.pipe(upstream);
    });
  };

  const commands: Record<string, (payload: any) => Promise<unknown>> = {
    /** Site settings for the next tests: `{ style: 'trial', ... }`. */
    'soma-settings': async (values: Record<string, unknown>) => {
      await testApp.setSettings(values);
      return true;
    },
    /** Puts back the settings the server started with. */
    'soma-reset-settings': async () => {
      await testApp.setSettings(defaults);
      return true;
    },
    /** A new account holder with a token: `{ plan: { students: 2 } }`. */
    'soma-parent': (fields: NewParent = {}) => testApp.newParent(fields),
    /** Students written straight to an account, past its plan's allowance if need be: `{ parentId, students: [{ first_name }] }`. */
    'soma-students': async ({ parentId, students }: { parentId: number; students: Array<Record<string, unknown>> }) => {
      const made = [];
      for (const fields of students) made.push((await createStudent(testApp.db, parentId, fields as never)).student);
      return made;
    },
    /** The sandbox outbox, newest first. */
    'soma-outbox': () => testApp.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute(),
    /** The administrator's login. */
    'soma-admin': async () => ({ token: await testApp.loginAsAdmin() }),
    /** An account's orders, oldest first: `{ userId }`. */
    'soma-orders': ({ userId }: { userId: number }) =>
      testApp.db
        .selectFrom('orders')
        .select(['id', 'kind', 'status', 'amount', 'payment_method', 'idempotency_key'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    /** A payment of the account waiting on the phone, which nothing answers: `{ userId }`. */
    'soma-pending-payment': async ({ userId }: { userId: number }) => {
      const bundle = await testApp.db.selectFrom('bundles').select(['id', 'price']).executeTakeFirstOrThrow();
      await testApp.db
        .insertInto('orders')
        .values({
          user_id: userId,
          product_id: bundle.id,
          kind: 'purchase',
          status: 'pending_payment',
          price: bundle.price,
          amount: bundle.price,
          payment_method: 'mpesa',
          payment_info: JSON.stringify({ phone: '0712 *** 678' }),
          provider: 'sandbox',
          provider_reference: null,
          idempotency_key: null,
          failure_message: null,
        })
        .execute();
      return true;
    },
    /** Moves an account's next billing date to `days` from now, so a plan change is priced on the days left. */
    'soma-billing-date': async ({ userId, days }: { userId: number; days: number }) => {
      const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
      await testApp.db
        .updateTable('subscriptions')
        .set({ next_billing_date: date, expiry_date: date })
        .where('user_id', '=', userId)
        .execute();
      return true;
    },
    /** The learning platform's grades: `{ names }`, or the seeded list when `names` is null. */
    'soma-grades': async ({ names }: { names: string[] | null }) => {
      await testApp.db.deleteFrom('grades').execute();
      const list = names ?? GRADES;
      if (list.length)
        await testApp.db
          .insertInto('grades')
          .values(list.map((name, position) => ({ name, position })))
          .execute();
      return true;
    },
    /**
     * A stand-in learning platform on loopback answering in `mode` (test/support/platform.ts);
     * answers the settings that point at it.
     */
    'soma-platform': async ({ mode }: { mode: PlatformMode }) => {
      platform ??= await startPlatform();
      platform.mode = mode;
      platform.slowMs = testApp.config.platformTimeoutMs + 1000;
      return platform.settings;
    },
    /** A message given up, as the delivery job records one: `{ to, error }`. */
    'soma-delivery-failure': async ({ to, error }: { to: string; error: string }) => {
      await testApp.db
        .insertInto('deliveries')
        .values({
          channel: 'sms',
          recipient: to,
          template: 'recovery_code',
          subject: null,
          body: null,
          html: null,
          user_id: null,
          state: 'failed',
          attempts: 3,
          last_error: error,
          failed_at: new Date(),
        })
        .execute();
      return true;
    },
    /** The seeded regions back, after a test deleted some or all. */
    'soma-reset-regions': async () => {
      await testApp.db
        .deleteFrom('regions')
        .where(
          'code',
          'not in',
          COUNTIES.map((county) => county.code),
        )
        .execute();
      const left = new Set((await testApp.db.selectFrom('regions').select('code').execute()).map((row) => row.code));
      const missing = COUNTIES.filter((county) => !left.has(county.code));
      if (missing.length)
        await testApp.db
          .insertInto('regions')
          .values(missing.map(({ name, code }) => ({ name, code })))
          .execute();
      return true;
    },
    /** No uploaded icons, as on a new site. */
    'soma-clear-icons': async () => {
      await testApp.db.deleteFrom('files').where('kind', '=', 'icon').execute();
      return true;
    },
    /** One pass of the renewal sweep, as the scheduled job runs it. */
    'soma-renewal-sweep': () => testApp.app.services.renewals.sweep(),
  };

  const plugin = {
    name: 'soma-reference-server',
    async executeCommand({ command, payload }: { command: string; payload?: any }) {
      const run = commands[command];
      return run ? run(payload) : undefined;
    },
    /**
     * The proxy above carries HTTP only; the live-update socket (`/app/{key}` on the page's own
     * origin, as GET /app names it) is piped through to the server here.
     */
    serverStart({ server }: { server?: http.Server }) {
      server?.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
        if (!/^\/app\//.test(request.url ?? '')) return;
        const upstream = net.connect(port, '127.0.0.1', () => {
          const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
          for (let i = 0; i < request.rawHeaders.length; i += 2) {
            const name = request.rawHeaders[i];
            lines.push(`${name}: ${name.toLowerCase() === 'host' ? `127.0.0.1:${port}` : request.rawHeaders[i + 1]}`);
          }
          upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
          if (head.length) upstream.write(head);
          socket.pipe(upstream).pipe(socket);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
    },
  };

  const close = async () => {
    await platform?.stop();
    await testApp.close();
  };
  return { url, testApp, proxy, plugin, close };
}

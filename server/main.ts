import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabaseWhenReady } from './db/connect';
import { drainable } from './http/drain';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { scheduleRenewals } from './jobs/renewals';
import { withStoredCardKeys } from './providers/card-keys';
import { testClock } from './lib/clock';

/** Starts one instance: migrate, seed what is missing, listen; SIGTERM drains it and SIGINT closes it (docs/operations.md). */
async function main() {
  const loaded = loadConfig();
  // JSON lines, as the app's own, for what happens before the app is built (and the pool's lost connections).
  const log = pino({ level: loaded.logLevel });
  // PostgreSQL may still be starting (or restarting): the start waits for it, DATABASE_WAIT_SECONDS at most.
  const database = await openDatabaseWhenReady(
    {
      url: loaded.databaseUrl,
      dataDir: loaded.databaseUrl ? null : loaded.dataDir,
      schema: loaded.databaseSchema ?? undefined,
      log,
    },
    { waitMs: loaded.databaseWaitSeconds * 1000, log },
  );
  await migrateToLatest(database.db);
  const report = await seed(database.db, { admin: loaded.admin, demo: loaded.demo });
  const config = loaded;
  // Reported only: card payments follow the stored keys from request to request.
  const cardsAtStart = await withStoredCardKeys(loaded, database.db);
  const app = await buildApp({ config, db: database.db, clock: config.testClock ? testClock() : undefined });
  let renewals: { stop(): Promise<void> } | null = null;
  const listener = drainable(app.server);

  let closing = false;
  /**
   * SIGTERM (a deploy, a scale-down): readiness turns 503 at once and the instance keeps serving
   * for DRAIN_GRACE_MS, so that load balancers stop sending it traffic; then it stops listening
   * (new connections are refused), closes idle keep-alive connections, lets requests in flight
   * finish, hands back the jobs it is running (a try still running after 10 s is failed, to be
   * retried by another instance) and exits 0. SIGINT (Ctrl-C) skips the grace. Whatever is not done
   * within SHUTDOWN_TIMEOUT_MS exits 1.
   */
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.drain();
    const grace = signal === 'SIGTERM' ? config.drainGraceMs : 0;
    app.log.info({ signal, grace_ms: grace }, 'draining');
    const force = setTimeout(() => {
      app.log.error({ signal }, 'shutdown took too long; exiting');
      process.exit(1);
    }, grace + config.shutdownTimeoutMs);
    force.unref();
    try {
      if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace));
      await renewals?.stop();
      await listener.close();
      await app.close();
      await database.close();
      app.log.info({ signal }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // A second SIGTERM while draining changes nothing; a second Ctrl-C ends the process at once.
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  renewals = scheduleRenewals(app.services.renewals, config.renewals.intervalMs, app.log);
  // Messages and renewals queued before a stop are worked from here on; a first job would start it too.
  await app.jobs.start();
  if (config.sandbox) {
    app.services.messages.watchOutbox(({ channel, to, subject, body }) => {
      console.log(
        `outbox: ${channel === 'sms' ? 'text message' : 'email'} to ${to}${subject ? ` (${subject})` : ''}\n  ${body.replace(/\n+/g, '\n  ')}`,
      );
    });
  }

  const lines = [
    '',
    `Soma is running at ${config.publicUrl}/`,
    `  API ${config.publicUrl}/api   docs ${config.publicUrl}/api/docs   SDK ${config.publicUrl}/sdk/soma.js`,
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  ];
  if (config.admin.defaulted) {
    lines.push(
      `  administrator (ADMIN_LOGIN / ADMIN_PASSWORD not set): ${config.admin.login} / ${config.admin.password}`,
    );
    if (!report.adminCreated) lines.push('    (an administrator already existed; its password was not changed)');
  }
  if (report.demo) {
    lines.push(`  demo parent: ${report.demo.parent.login} / ${report.demo.parent.password}`);
    lines.push(`  demo student: ${report.demo.student.login} / ${report.demo.student.password}`);
  }
  if (config.sandbox)
    lines.push('  sandbox providers are on: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined');
  lines.push(
    `  card payments: ${cardsAtStart.stripe ? 'Stripe' : config.cardProvider === 'sandbox' ? 'sandbox' : 'off (store Stripe keys in /site_config)'}, following the keys stored in /site_config`,
  );
  lines.push(
    config.sandbox
      ? `  messages: the sandbox outbox until an SMTP server or SMS gateway is set (SMTP_URL, /site_config); each message (a recovery code too) is printed here and listed at ${config.publicUrl}/api/dev/outbox for the administrator`
      : `  messages: ${config.delivery.smtpUrl ? 'email by SMTP_URL' : 'email by the SMTP server set in /site_config'}, text messages by the SMS gateway set in /site_config`,
  );
  if (config.testClock)
    lines.push(
      `  test clock: on (SOMA_TEST_CLOCK=1); the administrator moves time forward with POST ${config.publicUrl}/api/dev/clock`,
    );
  lines.push(`  M-Pesa: ${config.mpesa ? `Daraja (${config.mpesa.baseUrl})` : config.sandbox ? 'sandbox' : 'off'}`);
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

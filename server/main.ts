import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabaseWhenReady } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { scheduleRenewals } from './jobs/renewals';
import { withStoredCardKeys } from './providers/card-keys';
import { testClock } from './lib/clock';

/** Starts one instance: migrate, seed what is missing, listen; SIGTERM/SIGINT close it cleanly. */
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

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await renewals?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
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

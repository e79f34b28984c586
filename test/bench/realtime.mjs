// Live updates: how long a payment's confirmation takes to reach a browser, and what idle
// sockets cost. Prints figures against the target of issue 4; it is not a test and fails nothing.
//   node --import tsx test/bench/realtime.mjs
// 1. Latency, with pusher-js (through laravel-echo, as the SDK) connected over loopback:
//    - confirmation: a sandbox M-Pesa callback (POST /api/shop/mpesa/callback, over HTTP) until
//      the client holds `product-order.updated` with the order active, the shop's real path;
//    - the same with the payment on instance A and the browser's socket on instance B, through Redis;
//    - a bare broadcaster publish until the client holds the event.
// 2. Memory of one server instance, in a process of its own, holding idle sockets opened from
//    here with plain `ws` clients, each subscribed to its own private channel.
// BENCH_EVENTS (default 300) per latency run, BENCH_SOCKETS (default 5000), REDIS_URL (default
// redis://127.0.0.1:6379; BENCH_REDIS=0 skips the two-instance run), DATABASE_URL (default: PGlite in memory).
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const REDIS_URL = process.env.BENCH_REDIS === '0' ? null : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const TARGET_P95_MS = 100;
const OPEN_BATCH = 250;
/** The whole script ends within this, whatever happens. */
const DEADLINE_MS = 10 * 60_000;
const SELF = fileURLToPath(import.meta.url);

if (process.argv[2] === '--server') await serveForMemory();
else await main();

async function main() {
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup:', error.message));
    cleanups.length = 0;
  };
  const deadline = setTimeout(() => {
    console.error(`the benchmark passed its ${DEADLINE_MS / 1000} s limit; stopping`);
    void cleanup().finally(() => process.exit(1));
  }, DEADLINE_MS);
  deadline.unref();
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    console.log(`Live updates, target p95 <= ${TARGET_P95_MS} ms (${EVENTS} events per run, loopback)\n`);
    const rows = await latency(cleanups);
    printLatency(rows);
    console.log('');
    printMemory(await memory(cleanups));
  } finally {
    await cleanup();
    clearTimeout(deadline);
  }
}

// ---- latency -------------------------------------------------------------------------------

async function latency(cleanups) {
  const { sandboxMpesa } = await import('../../server/providers/sandbox-mpesa');
  const { ORDER_UPDATED, userChannel } = await import('../../server/providers/broadcaster');
  const { createParent } = await import('../server/fixtures');
  const { liveApp, secondInstance, echoFor } = await import('../server/realtime/support');

  // The sandbox's answer is ready at once but never fetched on a timer: only the callback completes a payment.
  const now = () => new Date();
  const sandbox = sandboxMpesa({ delayMs: 0, now });
  const mobileMoney = {
    name: 'sandbox',
    requestPayment: (request) => sandbox.requestPayment(request),
    queryStatus: (reference) => sandbox.queryStatus(reference),
    readCallback: (body) => sandbox.readCallback(body),
  };
  const a = await liveApp({ config: { redisUrl: REDIS_URL }, providers: { mobileMoney } });
  cleanups.push(() => a.close());
  const b = REDIS_URL ? await secondInstance(a) : null;
  if (b) cleanups.push(() => b.close());
  const bundle = (await a.db.selectFrom('bundles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const callbackUrl = `http://127.0.0.1:${a.port}/api/shop/mpesa/callback`;
  // When the shop hands each paid order's event to the broadcaster: splits the time into server work and delivery.
  const handedOver = new Map();
  const publish = a.app.broadcaster.publish.bind(a.app.broadcaster);
  a.app.broadcaster.publish = (channel, event, data) => {
    if (event === ORDER_UPDATED && data?.order?.status === 'active')
      handedOver.set(data.order.order_id, performance.now());
    return publish(channel, event, data);
  };

  async function parentOn(instance) {
    const parent = await createParent(a.db, {});
    const token = await a.app.sessions.issue(parent.user);
    const echo = echoFor(await instance.realtime(), token);
    const channel = echo.private(`user.${parent.user.id}`);
    await new Promise((resolve, reject) => {
      channel.subscribed(resolve);
      channel.error(reject);
    });
    return { parent, token, echo, channel };
  }

  /** One payment: prepared untimed; timed from the callback's request to the client's event. */
  async function confirmation(instance) {
    const { token, echo, channel } = await parentOn(instance);
    try {
      const pay = await a.post(
        '/api/shop/pay',
        { bundle, payment: { method: 'mpesa', info: { phone_number: '0712345678' } } },
        { token },
      );
      if (pay.status !== 200) throw new Error(`pay answered ${pay.status}: ${JSON.stringify(pay.body)}`);
      const row = await a.db
        .selectFrom('orders')
        .select('provider_reference')
        .where('id', '=', pay.body.order_id)
        .executeTakeFirstOrThrow();
      const arrived = new Promise((resolve) =>
        channel.listen(`.${ORDER_UPDATED}`, (data) => {
          if (data.order.order_id === pay.body.order_id && data.order.status === 'active') resolve(performance.now());
        }),
      );
      const started = performance.now();
      const answer = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(stkCallback(row.provider_reference)),
      });
      if (!answer.ok) throw new Error(`the callback answered ${answer.status}`);
      const received = await withTimeout(arrived, 5000, `order ${pay.body.order_id}`);
      const handed = handedOver.get(pay.body.order_id) ?? received;
      handedOver.delete(pay.body.order_id);
      return { total: received - started, server: handed - started, delivery: received - handed };
    } finally {
      echo.disconnect();
    }
  }

  async function bare(count) {
    const { parent, echo, channel } = await parentOn(a);
    const samples = [];
    try {
      for (let i = 0; i < count; i += 1) {
        const arrived = new Promise((resolve) => channel.listen(`.bench-${i}`, () => resolve(performance.now())));
        const started = performance.now();
        await a.app.broadcaster.publish(userChannel(parent.user.id), `bench-${i}`, { n: i, order: { order_id: i } });
        samples.push((await withTimeout(arrived, 5000, `event ${i}`)) - started);
      }
    } finally {
      echo.disconnect();
    }
    return samples;
  }

  const rows = [];
  // A few untimed rounds first, so that every path is compiled before it is measured.
  for (let i = 0; i < 5; i += 1) await confirmation(a);
  const split = (name, runs) => [
    { name, samples: runs.map((run) => run.total) },
    { name: '  of which the shop, callback -> publish', samples: runs.map((run) => run.server) },
    { name: '  of which delivery, publish -> browser', samples: runs.map((run) => run.delivery) },
  ];
  rows.push(...split('confirmation -> browser, one instance', await repeat(EVENTS, () => confirmation(a))));
  if (b) {
    for (let i = 0; i < 5; i += 1) await confirmation(b);
    rows.push(...split('confirmation on A -> browser on B (Redis)', await repeat(EVENTS, () => confirmation(b))));
  }
  await bare(20);
  rows.push({ name: 'bare broadcaster publish -> browser', samples: await bare(EVENTS) });
  return rows;
}

async function repeat(count, run) {
  const samples = [];
  for (let i = 0; i < count; i += 1) samples.push(await run());
  return samples;
}

function stkCallback(reference) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'bench',
        CheckoutRequestID: reference,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: [{ Name: 'MpesaReceiptNumber', Value: 'SBXBENCH' }] },
      },
    },
  };
}

function printLatency(rows) {
  const head = ['run', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'p95 target'];
  const lines = rows.map(({ name, samples }) => {
    const sorted = [...samples].sort((x, y) => x - y);
    const p95 = quantile(sorted, 0.95);
    const part = name.startsWith('  ');
    return [
      name,
      String(sorted.length),
      quantile(sorted, 0.5).toFixed(2),
      p95.toFixed(2),
      quantile(sorted, 0.99).toFixed(2),
      sorted.at(-1).toFixed(2),
      part ? '' : p95 <= TARGET_P95_MS ? 'met' : 'MISSED',
    ];
  });
  printTable(head, lines);
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

// ---- memory --------------------------------------------------------------------------------

/** The server instance: a process of its own, so that its memory is only its own. */
async function serveForMemory() {
  const { liveApp, APP_KEY, APP_SECRET } = await import('../server/realtime/support');
  const live = await liveApp();
  const measure = () => {
    global.gc?.();
    global.gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    return { rss, heapUsed, external, arrayBuffers, connections: live.app.realtime?.connections ?? 0 };
  };
  process.on('message', async (message) => {
    if (message === 'measure') process.send({ memory: measure() });
    if (message === 'stop') {
      await live.close();
      process.exit(0);
    }
  });
  process.send({ ready: { port: live.port, key: APP_KEY, secret: APP_SECRET } });
}

async function memory(cleanups) {
  const { channelAuth } = await import('../../server/realtime/signature');
  const child = fork(SELF, ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopChild = async () => {
    if (child.exitCode !== null) return;
    child.send('stop');
    await withTimeout(new Promise((resolve) => child.once('exit', resolve)), 10_000, 'the server to stop').catch(() =>
      child.kill('SIGKILL'),
    );
  };
  cleanups.push(stopChild);
  const ask = (what) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message[what] === undefined) return;
        child.off('message', listener);
        resolve(message[what]);
      };
      child.on('message', listener);
    });

  const { port, key, secret } = await withTimeout(ask('ready'), 60_000, 'the server to start');
  const measure = async () => {
    const answer = ask('memory');
    child.send('measure');
    return answer;
  };
  // Warm the endpoint with one socket, closed again, before the baseline.
  await openSocket(port, key, secret, channelAuth, 0).then((ws) => ws.close());
  await pause(200);
  const before = await measure();

  const sockets = [];
  cleanups.push(async () => {
    for (const ws of sockets) ws.terminate();
  });
  const started = performance.now();
  const openUntil = Date.now() + 120_000;
  let failed = 0;
  for (let i = 0; i < SOCKETS && Date.now() < openUntil; i += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, SOCKETS - i) }, (_, j) =>
      openSocket(port, key, secret, channelAuth, i + j + 1).then(
        (ws) => sockets.push(ws),
        () => (failed += 1),
      ),
    );
    await Promise.all(batch);
  }
  const openMs = performance.now() - started;
  await pause(1000);
  const during = await measure();

  for (const ws of sockets) ws.close();
  await pause(500);
  sockets.length = 0;
  await stopChild();
  return { before, during, opened: during.connections, failed, openMs };
}

/** A socket that has its connection established and its private channel subscribed, then stays silent. */
function openSocket(port, key, secret, channelAuth, n) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`, {
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('timed out'));
    }, 15_000);
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(message.data);
        const channel = `private-user.${n}`;
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel, auth: channelAuth({ key, secret }, socket_id, channel) },
          }),
        );
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve(ws);
      }
    });
  });
}

function printMemory({ before, during, opened, failed, openMs }) {
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`Memory of one server instance holding ${opened} idle sockets (each on its own private channel)`);
  console.log(`  opened in ${(openMs / 1000).toFixed(1)} s${failed ? `, ${failed} failed to open` : ''}\n`);
  const rows = ['rss', 'heapUsed', 'external', 'arrayBuffers'].map((field) => {
    const delta = during[field] - before[field];
    return [field, mb(before[field]), mb(during[field]), mb(delta), opened ? kb(delta / opened) : '-'];
  });
  printTable(['', 'before MB', 'with sockets MB', 'delta MB', 'per socket KB'], rows);
}

// ---- helpers -------------------------------------------------------------------------------

function printTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

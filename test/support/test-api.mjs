// A programmable HTTP API for the client's browser tests, served by web-test-runner's own server.
// Each test file picks a namespace so that files running side by side never share state:
//   /__api/{ns}/...                 answers with the next queued reply (default 200 {}) and records the request
//   POST /__control/{ns}/reply      queues a reply { status, body, headers }
//   GET  /__control/{ns}/requests   the recorded requests { method, path, search, headers, body }
//   POST /__control/{ns}/reset      forgets replies and requests

const spaces = new Map();

function space(ns) {
  let s = spaces.get(ns);
  if (!s) {
    s = { replies: [], requests: [] };
    spaces.set(ns, s);
  }
  return s;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function testApi() {
  return async function testApiMiddleware(ctx, next) {
    const control = ctx.path.match(/^\/__control\/([\w-]+)\/(reply|requests|reset)$/);
    if (control) {
      const s = space(control[1]);
      if (control[2] === 'reply') s.replies.push(JSON.parse(await readBody(ctx.req)));
      if (control[2] === 'reset') spaces.delete(control[1]);
      ctx.type = 'application/json';
      ctx.body = control[2] === 'requests' ? JSON.stringify(s.requests) : '{"ok":true}';
      return;
    }
    const api = ctx.path.match(/^\/__api\/([\w-]+)(\/.*)?$/);
    if (!api) return next();
    const s = space(api[1]);
    s.requests.push({
      method: ctx.method,
      path: api[2] ?? '/',
      search: ctx.querystring,
      headers: ctx.headers,
      body: await readBody(ctx.req),
    });
    const reply = s.replies.shift() ?? { status: 200, body: {} };
    ctx.status = reply.status ?? 200;
    for (const [k, v] of Object.entries(reply.headers ?? {})) ctx.set(k, v);
    if (reply.raw !== undefined) {
      ctx.body = reply.raw;
    } else {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(reply.body ?? null);
    }
  };
}

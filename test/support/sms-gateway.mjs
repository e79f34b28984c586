// A stand-in for an SMS gateway on loopback, shaped as Africa's Talking's SMS API behind an OAuth2
// client-credentials token: `POST /oauth/token` (HTTP Basic with the client id and secret, form
// `grant_type=client_credentials`) answers a bearer token; `POST /version1/messaging` (the token,
// the `apiKey` header, form fields `username`, `to`, `message`) answers `SMSMessageData`. Every
// request that is not exactly that shape is refused and kept in `refusals`. Used by the server
// tests and the recovery journey.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** A number the stand-in refuses as Africa's Talking does an invalid one (statusCode 403). */
export const INVALID_NUMBER = '+254700000403';

export async function startSmsGateway(options = {}) {
  const credentials = {
    username: options.username ?? 'soma-school',
    apiKey: options.apiKey ?? 'at-api-key-0123456789',
    clientId: options.clientId ?? 'soma-client',
    clientSecret: options.clientSecret ?? 'soma-client-secret',
  };
  const tokens = new Set();
  const messages = [];
  const refusals = [];
  const sockets = new Set();
  let tokensIssued = 0;
  let failures = [];

  const form = async (request) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return new URLSearchParams(body);
  };
  const answer = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response, status, reason) => {
    refusals.push(reason);
    answer(response, status, { error: reason });
  };

  async function handle(request, response) {
    const type = String(request.headers['content-type'] ?? '');
    if (request.method !== 'POST' || !type.startsWith('application/x-www-form-urlencoded'))
      return refuse(response, 400, `bad request ${request.method} ${type}`);
    const fields = await form(request);
    if (request.url === '/oauth/token') {
      const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) return refuse(response, 401, 'invalid_client');
      if (fields.get('grant_type') !== 'client_credentials') return refuse(response, 400, 'unsupported_grant_type');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      tokensIssued += 1;
      return answer(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (request.url !== '/version1/messaging') return refuse(response, 404, `no route ${request.url}`);
    const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !tokens.has(bearer)) return refuse(response, 401, 'missing or unknown token');
    if (request.headers.apikey !== credentials.apiKey) return refuse(response, 401, 'wrong apiKey');
    if (request.headers.accept !== 'application/json') return refuse(response, 400, 'not asking for JSON');
    const [username, to, message] = ['username', 'to', 'message'].map((name) => fields.get(name));
    if (username !== credentials.username) return refuse(response, 401, `wrong username ${username}`);
    if (!/^\+\d{9,15}$/.test(to ?? '') || !message) return refuse(response, 400, 'to or message missing');
    const failure = failures.shift();
    if (failure) return answer(response, failure, { error: 'unavailable' });
    if (to === INVALID_NUMBER) {
      return answer(response, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1',
          Recipients: [{ statusCode: 403, number: to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }],
        },
      });
    }
    messages.push({ to, message, at: Date.now() });
    return answer(response, 201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId: `ATXid_${messages.length}` },
        ],
      },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => refuse(response, 500, String(error)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port) =>
    new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port)));
  const port = await listen(options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    messages,
    refusals,
    get tokensIssued() {
      return tokensIssued;
    },
    /** The site settings that send through this gateway. */
    settings: {
      sms_url: url,
      sms_username: credentials.username,
      sms_password: credentials.apiKey,
      sms_oauth_id: credentials.clientId,
      sms_oauth_secret: credentials.clientSecret,
    },
    /** The next `count` sends are answered with `status` (after their shape was checked). */
    failNext(count, status = 503) {
      failures = Array.from({ length: count }, () => status);
    },
    /** Forgets every token, as when they expire: the next send is a 401. */
    expireTokens() {
      tokens.clear();
    },
    /** The code of the newest message to `to`. */
    codeFor(to) {
      const found = messages.filter((m) => m.to === to).at(-1);
      return found?.message.match(/\b(\d{6})\b/)?.[1] ?? null;
    },
    /** Down at once: no new connection, and the open ones are cut. */
    async kill() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Up again on the same address. */
    async restart() {
      await listen(port);
    },
    stop() {
      return this.kill();
    },
  };
}

// A stand-in learning platform on loopback that answers from docs/platform-openapi.yaml: each
// call's answer is the document's own example for the chosen mode, and each request is checked
// against the document (path, method, bearer key, school, the body's required fields) before it
// is answered. Used by the server tests of the adapter and the admin's "Test grades" browser test.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type PlatformMode = 'ok' | 'empty' | 'unauthorised' | 'failing' | 'slow' | 'garbled';

export interface PlatformStandIn {
  url: string;
  key: string;
  schoolId: string;
  /** The site settings that point at this platform. */
  settings: { platform: string; platform_key: string; platform_school_id: string };
  /** How the next calls are answered. */
  mode: PlatformMode;
  /** How long a `slow` answer waits. */
  slowMs: number;
  requests: Array<{ method: string; path: string; body: unknown }>;
  /** Requests that did not match the document, with why. */
  refusals: string[];
  /** The document's example `name` for the call `operationId`'s 200 answer. */
  example(operationId: string, name: string): any;
  stop(): Promise<void>;
}

const DOCUMENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/platform-openapi.yaml');

type Operation = { operationId: string; requestBody?: any; responses: Record<string, any> };

export async function startPlatform(options: { key?: string; schoolId?: string } = {}): Promise<PlatformStandIn> {
  const doc = parse(fs.readFileSync(DOCUMENT, 'utf8'));
  const resolve = (node: any): any =>
    node?.$ref
      ? resolve(
          node.$ref
            .slice(2)
            .split('/')
            .reduce((at: any, key: string) => at[key], doc),
        )
      : node;
  const key = options.key ?? 'platform-key-2041';
  const schoolId = options.schoolId ?? 'kilimani-primary';
  const sockets = new Set<Socket>();

  const operations: Array<{ method: string; pattern: RegExp; operation: Operation }> = [];
  for (const [template, methods] of Object.entries<any>(doc.paths)) {
    const pattern = new RegExp(
      `^${new URL(doc.servers[0].url).pathname}${template.replace('{school_id}', '([^/]+)')}$`,
    );
    for (const [method, operation] of Object.entries<any>(methods))
      operations.push({ method: method.toUpperCase(), pattern, operation });
  }

  const example = (response: any, name?: string) => {
    const examples = resolve(response).content['application/json'].examples;
    return (name ? examples[name] : Object.values<any>(examples)[0]).value;
  };

  /** The example of the 200 answer for a mode: the first, or `empty` / `unknown` for an empty one. */
  const success = (operation: Operation, mode: PlatformMode) => {
    const examples = resolve(operation.responses['200']).content['application/json'].examples;
    const names = Object.keys(examples);
    const emptyName = names.find((name) => name === 'empty' || name === 'unknown');
    return examples[mode === 'empty' && emptyName ? emptyName : names[0]!].value;
  };

  /** Why a body does not fit its schema (required fields and their types), or null. */
  const misfit = (schema: any, value: any, at: string): string | null => {
    schema = resolve(schema);
    if (value === null) return schema.nullable ? null : `${at} is null`;
    if (schema.type === 'object') {
      if (typeof value !== 'object' || Array.isArray(value)) return `${at} is not an object`;
      for (const name of schema.required ?? []) if (!(name in value)) return `${at}.${name} is missing`;
      for (const [name, property] of Object.entries<any>(schema.properties ?? {})) {
        if (name in value) {
          const wrong = misfit(property, value[name], `${at}.${name}`);
          if (wrong) return wrong;
        }
      }
      return null;
    }
    if (schema.type === 'array')
      return Array.isArray(value)
        ? (value.map((item, i) => misfit(schema.items, item, `${at}[${i}]`)).find(Boolean) ?? null)
        : `${at} is not an array`;
    if (schema.type === 'integer') return Number.isInteger(value) ? null : `${at} is not an integer`;
    if (schema.type === 'string') return typeof value === 'string' ? null : `${at} is not a string`;
    return null;
  };

  const stand: PlatformStandIn = {
    url: '',
    key,
    schoolId,
    settings: { platform: '', platform_key: key, platform_school_id: schoolId },
    mode: 'ok',
    slowMs: 3000,
    requests: [],
    refusals: [],
    example(operationId, name) {
      const found = operations.find((entry) => entry.operation.operationId === operationId)!;
      return example(found.operation.responses['200'], name);
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };

  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const pathname = new URL(request.url ?? '/', 'http://platform').pathname;
    const found = operations.find((entry) => entry.method === request.method && entry.pattern.test(pathname));
    const body = raw ? JSON.parse(raw) : undefined;
    stand.requests.push({ method: request.method ?? '', path: pathname, body });
    const refuse = (status: number, reason: string, answer: unknown) => {
      stand.refusals.push(reason);
      send(status, answer);
    };
    if (!found) return refuse(404, `${request.method} ${pathname} is not in the document`, { message: 'Not Found' });
    const { operation } = found;
    if (request.headers.authorization !== `Bearer ${key}`)
      return refuse(401, 'wrong key', example(operation.responses['401']));
    if (decodeURIComponent(found.pattern.exec(pathname)![1]!) !== schoolId)
      return refuse(404, 'unknown school', example(doc.components.responses.NotFound));
    if (operation.requestBody) {
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return refuse(400, 'not JSON', { message: 'JSON only' });
      const wrong = misfit(operation.requestBody.content['application/json'].schema, body, 'body');
      if (wrong) return refuse(400, wrong, { message: wrong });
    }
    switch (stand.mode) {
      case 'unauthorised':
        return send(401, example(operation.responses['401']));
      case 'failing':
        return send(500, example(operation.responses['500']));
      case 'garbled':
        return send(200, '<html>Maintenance</html>');
      case 'slow':
        await new Promise((done) => setTimeout(done, stand.slowMs));
        return send(200, success(operation, 'ok'));
      default:
        return send(200, success(operation, stand.mode));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  stand.url = `http://127.0.0.1:${port}${new URL(doc.servers[0].url).pathname}`;
  stand.settings.platform = stand.url;
  return stand;
}

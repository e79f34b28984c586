import type { FastifyRequest } from 'fastify';

interface MultipartPart {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

/**
 * The request's fields as one object for the call's struct: the query (no-body calls) or the
 * body, with the path parameters on top. Multipart files become `File`s, as the contract expects.
 */
export async function requestFields(request: FastifyRequest, hasBody: boolean): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, string>;
  const source = hasBody ? request.body : request.query;
  if (source === undefined || source === null || source === '') return { ...params };
  if (!isPlainObject(source)) return source;
  const fields = request.isMultipart() ? await fromMultipart(source) : { ...source };
  return { ...fields, ...params };
}

async function fromMultipart(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  // Keys are the client's: `__proto__` or `constructor` must be plain fields here.
  const fields: Record<string, unknown> = Object.create(null);
  for (const [key, entry] of Object.entries(body)) {
    fields[key] = Array.isArray(entry) ? await Promise.all(entry.map(partValue)) : await partValue(entry);
  }
  return fields;
}

async function partValue(entry: unknown): Promise<unknown> {
  const part = entry as MultipartPart;
  if (part?.type === 'file' && part.toBuffer) {
    const data = await part.toBuffer();
    return new File([new Uint8Array(data)], part.filename ?? 'upload', {
      type: part.mimetype ?? 'application/octet-stream',
    });
  }
  if (part?.type === 'field') return part.value;
  return entry;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

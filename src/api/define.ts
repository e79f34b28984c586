import type { Struct } from 'superstruct';

/** HTTP method as the server routes it. The client sends PATCH as POST with `_method=PATCH`. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How the request body travels. `none` puts the non-path fields in the query string. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'none';

/**
 * Who may make the call:
 * - `public`: anyone, no token needed (a token, when present, may change the answer);
 * - `parent`: a logged-in account holder;
 * - `admin`: a logged-in administrator (`adm` = 1);
 * - `user`: any logged-in caller, parent or administrator.
 */
export type Access = 'public' | 'parent' | 'admin' | 'user';

/**
 * Where the path is rooted: `api` (the configured API base, `/api` by default) or `static`
 * (the portal's origin, for files such as the avatar list).
 */
export type Root = 'api' | 'static';

/**
 * One call of the platform API. Paths use `{name}` for parameters taken from the request and
 * `<tutor>` / `<card>` for brand segments that a deployment may rename (`Soma.configure({ segments,
 * paths })`, applied by `src/client/url.ts`).
 */
export interface Call<Req = unknown, Res = unknown> {
  /** Stable identifier, `area.action`, used for renames, logs and the contract test. */
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly body: BodyKind;
  readonly access: Access;
  readonly root?: Root;
  /**
   * Money-moving calls: the client sends an `Idempotency-Key` header, one per checkout, and the
   * server answers a repeated key with the first result instead of acting twice.
   */
  readonly idempotent?: boolean;
  readonly request: Struct<Req, any>;
  readonly response: Struct<Res, any>;
}

export type RequestOf<C> = C extends Call<infer Req, any> ? Req : never;
export type ResponseOf<C> = C extends Call<any, infer Res> ? Res : never;

/** Declares one call. Kept as a function so that each call is its own tree-shakeable export. */
export function defineCall<Req, Res>(call: Call<Req, Res>): Call<Req, Res> {
  return call;
}

/** The names of the `{param}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  const names: string[] = [];
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '';
  });
  return names;
}

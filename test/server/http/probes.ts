import type { FastifyInstance } from 'fastify';
import { number, object, optional, string, type } from 'superstruct';
import { defineCall, type Access } from '../../../src/api/define';
import { id, image, nonEmpty } from '../../../src/api/rules';
import { route } from '../../../server/http/route';

/*
 * Test-only calls that exercise the route machinery on its own: one per access kind, a PATCH,
 * a multipart upload, a failing handler and a handler that breaks its response struct.
 */

const WhoAmI = type({ id: number(), admin: number() });

const probe = (access: Access) =>
  defineCall({
    id: `probe.${access}`,
    method: 'GET',
    path: `/probe/${access}`,
    body: 'none',
    access,
    request: object({}),
    response: type({ caller: optional(WhoAmI) }),
  });

export const probes = {
  public: probe('public'),
  parent: probe('parent'),
  admin: probe('admin'),
  user: probe('user'),
  patch: defineCall({
    id: 'probe.patch',
    method: 'PATCH',
    path: '/probe/items/{item_id}',
    body: 'form',
    access: 'user',
    request: object({ item_id: id(), name: nonEmpty() }),
    response: type({ item_id: number(), name: string() }),
  }),
  upload: defineCall({
    id: 'probe.upload',
    method: 'POST',
    path: '/probe/upload',
    body: 'multipart',
    access: 'public',
    request: object({ title: nonEmpty(), file: image() }),
    response: type({ title: string(), name: string(), type: string(), size: number() }),
  }),
  fail: defineCall({
    id: 'probe.fail',
    method: 'GET',
    path: '/probe/fail',
    body: 'none',
    access: 'public',
    request: object({}),
    response: type({}),
  }),
  badAnswer: defineCall({
    id: 'probe.badAnswer',
    method: 'GET',
    path: '/probe/bad_answer',
    body: 'none',
    access: 'public',
    request: object({}),
    response: type({ count: number() }),
  }),
};

export const FAILURE_TEXT = 'probe exploded: secret internals';

export function registerProbes(app: FastifyInstance): void {
  for (const call of [probes.public, probes.parent, probes.admin, probes.user]) {
    route(app, call, ({ caller }) => ({
      ...(caller ? { caller: { id: caller.id, admin: caller.admin ? 1 : 0 } } : {}),
    }));
  }
  route(app, probes.patch, ({ input }) => ({ item_id: input.item_id, name: input.name }));
  route(app, probes.upload, ({ input }) => ({
    title: input.title,
    name: (input.file as File).name,
    type: input.file.type,
    size: input.file.size,
  }));
  route(app, probes.fail, () => {
    throw new Error(FAILURE_TEXT);
  });
  route(app, probes.badAnswer, () => ({ count: 'many' }) as never);
}

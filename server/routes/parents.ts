import type { FastifyInstance } from 'fastify';
import { endParentSessions, searchParents } from '../../src/api/parents';
import { route } from '../http/route';

/** Administrators finding an account holder and ending every session of one. */
export async function parentRoutes(app: FastifyInstance): Promise<void> {
  const { parents } = app.services;

  route(app, searchParents, ({ input }) => parents.search(input.search));

  route(app, endParentSessions, async ({ input }) => {
    await parents.endSessions(input.parent_id);
    return { success: true };
  });
}

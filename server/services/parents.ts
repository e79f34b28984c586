import { PARENT_SEARCH_LIMIT, type ParentSummary } from '../../src/api/parents';
import { notFound } from '../errors';
import { endAllSessions } from '../repositories/sessions';
import { findUserById, searchParents } from '../repositories/users';
import type { ServiceContext } from './context';

/** What an administrator does with account holders: find one, and end every session of one. */
export interface ParentsService {
  /** Account holders whose email or phone number holds the search, however the number is written. */
  search(text: string): Promise<ParentSummary[]>;
  /** Ends every session of an account holder (its sign-in tokens and learning links too); 404 for anyone else. */
  endSessions(parentId: number): Promise<void>;
}

export function parentsService(ctx: ServiceContext): ParentsService {
  const { db } = ctx;
  return {
    async search(text) {
      // Numbers are stored as +254712345678: a local 0712 345 is searched as its digits after the 0.
      const digits = text.replace(/\D/g, '').replace(/^0+/, '');
      const rows = await searchParents(
        db,
        { text: text.trim(), digits: digits.length >= 3 ? digits : null },
        PARENT_SEARCH_LIMIT,
      );
      return rows.map((row) => ({
        parent_id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone_number: row.phone_number,
      }));
    },

    async endSessions(parentId) {
      const user = await findUserById(db, parentId);
      if (!user || user.is_admin) throw notFound();
      await endAllSessions(db, parentId);
      await ctx.sessions.changed(parentId);
    },
  };
}

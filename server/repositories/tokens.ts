import type { Executor, Token, TokenKind } from '../db/schema';

export interface NewToken {
  kind: TokenKind;
  tokenHash: string;
  userId?: number | null;
  studentId?: number | null;
  expiresAt: Date;
}

export async function insertToken(db: Executor, token: NewToken): Promise<void> {
  await db
    .insertInto('tokens')
    .values({
      kind: token.kind,
      token_hash: token.tokenHash,
      user_id: token.userId ?? null,
      student_id: token.studentId ?? null,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Marks an unused, unexpired token as used and answers it, in one statement so that two
 * requests racing with the same token cannot both win.
 */
export function consumeToken(db: Executor, kind: TokenKind, tokenHash: string, now: Date): Promise<Token | undefined> {
  return db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('kind', '=', kind)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

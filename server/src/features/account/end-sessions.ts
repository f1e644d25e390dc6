import type { EntityManager } from 'typeorm';

/** Every session of the user issued before now stops working (password reset and change). */
export async function endSessions(_manager: EntityManager, _userId: string): Promise<void> {
  // Filled in with the session-revocation mechanism (issue 16) or users.tokens_valid_after.
}

import type { EntityManager } from 'typeorm';
import { TokenPurpose } from './account-tokens';

/**
 * Whether another account has the address, or may still take it back with a live revert link: an address
 * taken from its owner stays theirs for the link's 7 days, so whoever took it cannot sign up with it (or move
 * another account onto it) to make the revert fail.
 */
export async function isAddressInUse(manager: EntityManager, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = (await manager.query(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1 AND ($2::uuid IS NULL OR id <> $2::uuid))
         OR EXISTS (SELECT 1 FROM account_tokens
                     WHERE email = $1 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
                       AND ($2::uuid IS NULL OR user_id <> $2::uuid)) AS taken`,
    [email, exceptUserId ?? null, TokenPurpose.REVERT_EMAIL_CHANGE],
  )) as { taken: boolean }[];
  return row.taken;
}

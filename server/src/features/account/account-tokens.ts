import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';

export enum TokenPurpose {
  RESET_PASSWORD = 'reset_password',
  VERIFY_EMAIL = 'verify_email',
}

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  [TokenPurpose.RESET_PASSWORD]: 60 * 60_000,
  [TokenPurpose.VERIFY_EMAIL]: 7 * 24 * 60 * 60_000,
};

// Only the hash is stored: a leaked table holds no usable link.
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new one-time link token for the user; the earlier unused ones of that purpose stop working. */
export async function issueAccountToken(
  manager: EntityManager,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await manager.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
  await manager.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, hashOf(token), TOKEN_LIFETIME_MS[purpose] / 1000],
  );
  return token;
}

const STILL_USABLE = 'token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()';

/** Uses the token up (one statement, so two uses at once cannot both succeed); the user it named, or null. */
export async function consumeAccountToken(
  manager: EntityManager,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [rows] = (await manager.query(
    `UPDATE account_tokens SET used_at = now() WHERE ${STILL_USABLE} RETURNING user_id`,
    [hashOf(token), purpose],
  )) as [{ user_id: string }[], number];
  return rows[0]?.user_id ?? null;
}

/** Whether consumeAccountToken would accept the token now; it stays unused. */
export async function isAccountTokenUsable(
  manager: EntityManager,
  token: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM account_tokens WHERE ${STILL_USABLE}`, [
    hashOf(token),
    purpose,
  ])) as unknown[];
  return rows.length > 0;
}

import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';

export enum TokenPurpose {
  RESET_PASSWORD = 'reset_password',
  VERIFY_EMAIL = 'verify_email',
  /** Mailed to the old address when the email changes: puts it back (issue 29). */
  REVERT_EMAIL_CHANGE = 'revert_email_change',
}

const DAY_MS = 24 * 60 * 60_000;

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  [TokenPurpose.RESET_PASSWORD]: 60 * 60_000,
  [TokenPurpose.VERIFY_EMAIL]: 7 * DAY_MS,
  [TokenPurpose.REVERT_EMAIL_CHANGE]: 7 * DAY_MS,
};

// Only the hash is stored: a leaked table holds no usable link.
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A barber's invitation is a reset link that waits longer: whoever is invited may not read the mail that hour. */
export const INVITATION_LIFETIME_MS = 3 * DAY_MS;

/**
 * A new one-time link token for the user, for the address it is mailed to (the account's own unless given),
 * valid for its purpose's lifetime unless `lifetimeMs` says otherwise.
 * The earlier unused ones of that purpose stop working, except revert links: each old address keeps its own,
 * so a second change cannot void the link the first one sent.
 */
export async function issueAccountToken(
  manager: EntityManager,
  userId: string,
  purpose: TokenPurpose,
  mailedTo?: string,
  lifetimeMs: number = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  if (purpose !== TokenPurpose.REVERT_EMAIL_CHANGE) {
    await manager.query(
      `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }
  await manager.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, email)
     SELECT id, $2, $3, now() + make_interval(secs => $4), coalesce($5, email) FROM users WHERE id = $1`,
    [userId, purpose, hashOf(token), lifetimeMs / 1000, mailedTo ?? null],
  );
  return token;
}

// A reset or verification link works only while the account still has the address it was mailed to; a revert
// link is for an address the account no longer has.
const STILL_USABLE = `token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
  AND (purpose = '${TokenPurpose.REVERT_EMAIL_CHANGE}'
       OR email = (SELECT u.email FROM users u WHERE u.id = account_tokens.user_id))`;

export interface UsedToken {
  id: string;
  userId: string;
  /** The address the link was mailed to. */
  email: string;
}

/** Uses the token up (one statement, so two uses at once cannot both succeed); what it named, or null. */
export async function useAccountToken(
  manager: EntityManager,
  token: string,
  purpose: TokenPurpose,
): Promise<UsedToken | null> {
  const [rows] = (await manager.query(
    `UPDATE account_tokens SET used_at = now() WHERE ${STILL_USABLE} RETURNING id, user_id, email`,
    [hashOf(token), purpose],
  )) as [{ id: string; user_id: string; email: string }[], number];
  const [row] = rows;
  return row ? { id: row.id, userId: row.user_id, email: row.email } : null;
}

/** Uses the token up; the user it named, or null. */
export async function consumeAccountToken(
  manager: EntityManager,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  return (await useAccountToken(manager, token, purpose))?.userId ?? null;
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

/**
 * Whether a verification link that no longer works was mailed to the address the account has now, already
 * verified: opening it again is not an error (owner's decision, issue 29).
 */
export async function verifiesVerifiedAddress(manager: EntityManager, token: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM account_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.email = u.email AND u.is_verified`,
    [hashOf(token), TokenPurpose.VERIFY_EMAIL],
  )) as unknown[];
  return rows.length > 0;
}

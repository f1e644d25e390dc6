import type { EntityManager } from 'typeorm';
import type { AuditAction, AuditTargetType } from './audit-action';
import { currentActor } from './audit-actor';

export interface AuditEntryInput {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** What changed, as it was and as it is; null for a creation (before) or a removal (after). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one entry in the caller's transaction, so the change and its record commit or fail together. */
export async function recordAudit(manager: EntityManager, entry: AuditEntryInput): Promise<void> {
  const actor = currentActor();
  await manager.query(
    `INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      actor?.id ?? null,
      actor?.role ?? null,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ],
  );
}

/** Only the fields whose values differ, on each side. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

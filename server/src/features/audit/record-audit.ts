import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../domain/viewer';
import type { AuditAction, AuditTargetType } from './audit-action';
import { currentActor } from './audit-actor';

/** The appointment an entry is about, as it was when written: whose (name and account) and when. */
export interface AuditAppointmentRef {
  partyName: string | null;
  partyClientId: string | null;
  date: string;
  time: string;
}

export interface AuditEntryInput {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** What changed, as it was and as it is; null for a creation (before) or a removal (after). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  appointment?: AuditAppointmentRef | null;
  /**
   * Who acted, where the mutation's viewer is not the one: a sign-in (no viewer yet, or none for a failure)
   * or a query that is recorded (an export). Absent: the viewer of the mutation running now.
   */
  actor?: Pick<Viewer, 'id' | 'role'> | null;
}

/** Appends one entry in the caller's transaction, so the change and its record commit or fail together. */
export async function recordAudit(manager: EntityManager, entry: AuditEntryInput): Promise<void> {
  const actor = entry.actor !== undefined ? entry.actor : currentActor();
  await manager.query(
    `INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after,
                            party_name, party_client_id, appointment_date, appointment_time)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11)`,
    [
      actor?.id ?? null,
      actor?.role ?? null,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.appointment?.partyName ?? null,
      entry.appointment?.partyClientId ?? null,
      entry.appointment?.date ?? null,
      entry.appointment?.time ?? null,
    ],
  );
}

/**
 * An edit's entry with only the fields whose values differ; none when nothing did, so saving a form
 * untouched leaves no empty entry behind.
 */
export async function recordEdit(
  manager: EntityManager,
  entry: Omit<AuditEntryInput, 'before' | 'after'>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (!keys.length) return;
  await recordAudit(manager, {
    ...entry,
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  });
}

/** A client erased their account: their name leaves the trail; the entries, their id and the times stay. */
export async function forgetPartyName(manager: EntityManager, clientId: string): Promise<void> {
  await manager.query(`UPDATE audit_log SET party_name = NULL WHERE party_client_id = $1 AND party_name IS NOT NULL`, [
    clientId,
  ]);
}

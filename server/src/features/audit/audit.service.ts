import type { DataSource } from 'typeorm';
import { isIsoDate } from '../../../../common/validation/appointment';
import { badInput } from '../../domain/errors';
import type { Role } from '../../domain/role';
import type { AuditAction } from './audit-action';
import type { AuditChange, AuditEntry } from './audit-entry.type';

export const auditMessages = {
  invalidDate: 'Las fechas deben tener el formato AAAA-MM-DD',
  invalidRange: 'La fecha inicial no puede ser posterior a la final',
} as const;

/** The most the screen or the API gets at once; a wider range is narrowed by date. */
export const AUDIT_PAGE_LIMIT = 500;

export interface AuditFilter {
  /** Shop days, YYYY-MM-DD, both included. */
  from?: string | null;
  to?: string | null;
  action?: AuditAction | null;
}

interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  actor_id: string | null;
  actor_role: Role | null;
  actor_name: string | null;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  party_name: string | null;
  appointment_date: string | null;
  appointment_time: string | null;
  target_name: string | null;
  target_email: string | null;
}

export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly timeZone: string,
  ) {}

  /** Newest first, within the shop days asked for. Reading is all there is: no API changes an entry. */
  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    for (const day of [filter.from, filter.to]) if (day && !isIsoDate(day)) throw badInput(auditMessages.invalidDate);
    if (filter.from && filter.to && filter.from > filter.to) throw badInput(auditMessages.invalidRange);
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT a.id::text, a.at, a.action, a.actor_id, a.actor_role, u.name AS actor_name,
              a.target_type, a.target_id, a.before, a.after,
              a.party_name, a.appointment_date::text, a.appointment_time,
              COALESCE(c.name, b.name, tu.name) AS target_name, tu.email AS target_email
         FROM audit_log a
         LEFT JOIN users u ON u.id = a.actor_id
         LEFT JOIN cuts c ON a.target_type = 'cut' AND c.id::text = a.target_id
         LEFT JOIN barbers b ON a.target_type = 'barber' AND b.id::text = a.target_id
         LEFT JOIN users tu ON a.target_type = 'user' AND tu.id::text = a.target_id
        WHERE ($1::date IS NULL OR a.at >= ($1::date)::timestamp AT TIME ZONE $4)
          AND ($2::date IS NULL OR a.at < ($2::date + 1)::timestamp AT TIME ZONE $4)
          AND ($3::text IS NULL OR a.action = $3)
        ORDER BY a.at DESC, a.id DESC
        LIMIT ${AUDIT_PAGE_LIMIT}`,
      [filter.from ?? null, filter.to ?? null, filter.action ?? null, this.timeZone],
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      actorId: row.actor_id,
      actorRole: row.actor_role,
      actorName: row.actor_name,
      targetType: row.target_type,
      targetId: row.target_id,
      targetName: row.target_name,
      targetEmail: row.target_email,
      appointment:
        row.appointment_date && row.appointment_time
          ? { party: row.party_name, date: row.appointment_date, time: row.appointment_time }
          : null,
      changes: changesOf(row.before, row.after),
    }));
  }
}

function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const json = (side: Record<string, unknown> | null, field: string) =>
    side && field in side ? JSON.stringify(side[field]) : null;
  return fields.map((field) => ({ field, before: json(before, field), after: json(after, field) }));
}

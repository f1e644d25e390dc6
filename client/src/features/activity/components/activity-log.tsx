import { MISSING_CLIENT_NAME } from '@common/appointment-party';
import { appointmentMessages } from '@common/validation/appointment';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { QueryList } from '@/components/ui/query-list';
import { Screen } from '@/components/ui/screen';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { loadTexts } from '@/components/ui/query-fallback';
import { graphql } from '@/gql/gql';
import type { ActivityLogQuery as ActivityLogData, AuditAction } from '@/gql/graphql';
import { dashboardBack } from '@/lib/area-paths';
import { recordedAt } from '@/lib/shop-date';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  changeText,
  entrySubject,
  fieldLabel,
  listedChanges,
} from '../utils/audit-labels';
import './activity-log.css';

const ActivityLogQuery = graphql(`
  query ActivityLog($action: AuditAction, $from: String, $to: String) {
    auditLog(action: $action, from: $from, to: $to) {
      id
      at
      action
      actorId
      actorRole
      actorName
      targetType
      targetId
      targetName
      targetEmail
      appointment {
        party
        date
        time
      }
      changes {
        field
        before
        after
      }
    }
  }
`);

function actorText(entry: Pick<ActivityLogData['auditLog'][number], 'action' | 'actorId' | 'actorRole' | 'actorName'>) {
  // Nobody was signed in: whoever typed the password, from the address the entry gives.
  if (entry.action === 'SIGN_IN_FAILED') return 'Sin sesión';
  if (!entry.actorId) return 'Sistema';
  if (entry.actorName) return entry.actorName;
  if (entry.actorRole === 'ADMIN') return 'Administrador';
  return entry.actorRole === 'BARBER' ? 'Barbero' : MISSING_CLIENT_NAME;
}

/** The audit trail for the barber: who changed what, newest first, filterable by action. */
export function ActivityLog() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A reversed range is said on the field; the list keeps answering for the days before it.
  const reversed = Boolean(from && to && from > to);
  const query = useQuery(ActivityLogQuery, {
    variables: { action: action || null, from: from || null, to: reversed ? null : to || null },
    fetchPolicy: 'cache-and-network',
  });
  const filtered = Boolean(action || from || to);

  return (
    <Screen
      className="activity-page"
      title="Actividad"
      description="Quién hizo qué: cada acción del administrador, cada reserva o cancelación de un cliente, quién entró (y quién lo intentó) y cada exportación."
      back={dashboardBack('admin')}
    >
      <div className="activity-page__filters">
        <SelectField
          label="Acción"
          value={action}
          onChange={(event) => setAction(event.target.value as AuditAction | '')}
        >
          <option value="">Todas las acciones</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Desde"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="Hasta"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          error={reversed ? appointmentMessages.rangeInvalid : undefined}
        />
      </div>
      <QueryList
        query={query}
        texts={loadTexts('la actividad', 'Error al obtener la actividad')}
        items={query.data?.auditLog ?? []}
        empty={{
          icon: 'history',
          title: 'Sin actividad',
          message: filtered ? 'No hay entradas con estos filtros.' : 'Las acciones aparecerán aquí según ocurran.',
        }}
        list={{ as: 'ol', className: 'bare-list stack-list', label: 'Entradas de actividad' }}
      >
        {(entry) => <ActivityEntry key={entry.id} entry={entry} />}
      </QueryList>
    </Screen>
  );
}

/** One audit entry: the action and what it was about, when and by whom, and each field's before → after. */
function ActivityEntry({ entry }: { entry: ActivityLogData['auditLog'][number] }) {
  const subject = entrySubject(entry);
  const changes = listedChanges(entry);
  return (
    <li className="activity-entry">
      <div className="activity-entry__head">
        <h2 className="activity-entry__action">
          {subject ? `${AUDIT_ACTION_LABELS[entry.action]} — ${subject}` : AUDIT_ACTION_LABELS[entry.action]}
        </h2>
        <p className="activity-entry__meta">
          <time dateTime={entry.at}>{recordedAt(entry.at) ?? entry.at}</time> · {actorText(entry)}
        </p>
      </div>
      {changes.length ? (
        <dl className="activity-entry__changes">
          {changes.map((change) => (
            <div key={change.field} className="activity-entry__change">
              <dt>{fieldLabel(change.field)}</dt>
              <dd>{changeText(change.field, change.before ?? null, change.after ?? null)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

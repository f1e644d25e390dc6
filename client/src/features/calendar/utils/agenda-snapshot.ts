import { partyName } from '@common/appointment-party';
import type { SnapshotScreen } from '@/lib/offline-snapshot';

type AgendaRow = {
  id: string;
  date: string;
  time: string;
  status: string;
  cutType?: string | null;
  walkInName?: string | null;
  client?: { name: string } | null;
};

/** Issue 34: a day of an agenda as its offline copy keeps it (the day's order, who, what, when). */
export function agendaSnapshot(date: string, appointments: readonly AgendaRow[]): SnapshotScreen {
  return {
    kind: 'agenda',
    date,
    appointments: appointments.map((a) => ({
      id: a.id,
      date: a.date,
      time: a.time.slice(0, 5),
      status: a.status,
      service: a.cutType ?? '',
      who: partyName(a.client?.name, a.walkInName),
    })),
  };
}

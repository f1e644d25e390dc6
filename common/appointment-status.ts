// One vocabulary for an appointment's status (SPEC §2, §4): how every screen names it, its badge tone,
// how it sorts in a day, which admin move leads to it and what the client may do with it. Keyed by the
// GraphQL enum name; adding a status is one entry here (the server enum is built from it; plus its migration).

/** Colour families of tokens.css (`--tone-<tone>-bg/-fg/-strong`). */
export type StatusTone = 'amber' | 'blue' | 'green' | 'red' | 'violet' | 'muted';

/** What a client can do with one of their appointments on "Mis Citas". */
export type ClientAction = 'edit' | 'reschedule' | 'cancel' | 'details' | 'hide';

interface StatusEntry {
  /** The badge ('Rechazada' for cancelled, SPEC §4). */
  label: string;
  /** Filters and counters: 'Pendientes', 'Citas pendientes'. */
  plural: string;
  /** Mis Citas' counter when 'Citas <plural>' does not read as Spanish. */
  listCounter?: string;
  /** SPEC §2 history badges (Completada, Cancelada, otherwise Pendiente), where they differ from the badge. */
  history?: { label?: string; tone?: StatusTone };
  tone: StatusTone;
  /** Within a calendar day: lower first, ties by time. */
  dayOrder: number;
  /** The admin's move to this status (SPEC §4): from which statuses, and its button. */
  adminMove?: {
    from: readonly string[];
    button: string;
    icon: string;
    danger?: boolean;
    /** A quieter button beside the main move. */
    secondary?: boolean;
    /** The admin says why (a rejection). */
    needsReason?: boolean;
    /** Offered only once the appointment has started (BarberAppointmentService.setStatus checks the clock). */
    afterStart?: boolean;
    /** Offered from the appointment's shop day on, not before (BarberAppointmentService.setStatus checks it too). */
    fromItsDay?: boolean;
  };
  clientActions: readonly ClientAction[];
  /** The client may still change date, time or service (and resend it). */
  clientEditable: boolean;
  /**
   * Holding the barber's time (the exclusion constraint's predicate): what a booking collides with, what the
   * client's limit counts, what can still be moved or added to a calendar.
   */
  live: boolean;
  /** The client may delete it ("Cancelar cita", or a rejected one); the others only leave their list. */
  clientDeletable: boolean;
  /** The client was served: it counts in earnings, the completion rate and the rankings. */
  served: boolean;
}

export const APPOINTMENT_STATUSES = {
  PENDING: {
    label: 'Pendiente',
    plural: 'Pendientes',
    tone: 'amber',
    dayOrder: 1,
    clientActions: ['edit', 'cancel'],
    clientEditable: true,
    live: true,
    clientDeletable: true,
    served: false,
  },
  CONFIRMED: {
    label: 'Confirmada',
    plural: 'Confirmadas',
    history: { label: 'Pendiente', tone: 'amber' },
    tone: 'blue',
    dayOrder: 2,
    adminMove: { from: ['PENDING'], button: 'Confirmar', icon: 'check' },
    clientActions: ['reschedule', 'cancel'],
    clientEditable: false,
    live: true,
    clientDeletable: true,
    served: false,
  },
  COMPLETED: {
    label: 'Completada',
    plural: 'Completadas',
    tone: 'green',
    dayOrder: 4,
    adminMove: { from: ['CONFIRMED'], button: 'Marcar como completada', icon: 'checkCircle', fromItsDay: true },
    clientActions: ['details', 'hide'],
    clientEditable: false,
    live: false,
    clientDeletable: false,
    served: true,
  },
  CANCELLED: {
    label: 'Rechazada',
    plural: 'Rechazadas',
    history: { label: 'Cancelada' },
    tone: 'red',
    dayOrder: 3,
    adminMove: { from: ['PENDING'], button: 'Rechazar', icon: 'xCircle', danger: true, needsReason: true },
    clientActions: [],
    clientEditable: true,
    live: false,
    clientDeletable: true,
    served: false,
  },
  NO_SHOW: {
    label: 'No asistió',
    plural: 'No asistió',
    listCounter: 'Citas sin asistir',
    tone: 'violet',
    dayOrder: 5,
    adminMove: { from: ['CONFIRMED'], button: 'No asistió', icon: 'xCircle', secondary: true, afterStart: true },
    clientActions: [],
    clientEditable: false,
    live: false,
    clientDeletable: false,
    served: false,
  },
} as const satisfies Record<string, StatusEntry>;

export type AppointmentStatusName = keyof typeof APPOINTMENT_STATUSES;

export const STATUS_NAMES = Object.keys(APPOINTMENT_STATUSES) as AppointmentStatusName[];

const UNKNOWN = {
  label: 'Desconocido',
  history: { label: 'Pendiente', tone: 'amber' },
  tone: 'muted',
  dayOrder: 6,
} as const;

const entryOf = (status: string | null | undefined): StatusEntry | undefined =>
  status && Object.prototype.hasOwnProperty.call(APPOINTMENT_STATUSES, status)
    ? (APPOINTMENT_STATUSES as Record<string, StatusEntry>)[status]
    : undefined;

/** Label and tone for any value, 'Desconocido' in grey for one this build does not know. */
export function statusMeta(status: string | null | undefined): { label: string; tone: StatusTone } {
  const entry = entryOf(status) ?? UNKNOWN;
  return { label: entry.label, tone: entry.tone };
}

export function historyStatusMeta(status: string | null | undefined): { label: string; tone: StatusTone } {
  const entry = entryOf(status) ?? UNKNOWN;
  return { label: entry.history?.label ?? entry.label, tone: entry.history?.tone ?? entry.tone };
}

export const statusDayOrder = (status: string) => (entryOf(status) ?? UNKNOWN).dayOrder;

/** Mis Citas' counter under a status filter: 'Citas pendientes'. */
export const statusListCounter = (name: AppointmentStatusName) =>
  entryOf(name)?.listCounter ?? `Citas ${APPOINTMENT_STATUSES[name].plural.toLowerCase()}`;

export const clientActionsFor = (status: string): readonly ClientAction[] => entryOf(status)?.clientActions ?? [];

export const clientMayEdit = (status: string) => entryOf(status)?.clientEditable ?? false;

export const clientMayDelete = (status: string) => entryOf(status)?.clientDeletable ?? false;

/** Pending or confirmed: see StatusEntry.live. */
export const isLiveStatus = (status: string) => entryOf(status)?.live ?? false;

export type StatusFlag = 'live' | 'clientDeletable' | 'served';

/** The statuses with `flag`, in vocabulary order: what a query lists (`status IN (…)`). */
export const statusNamesWhere = (flag: StatusFlag): AppointmentStatusName[] =>
  STATUS_NAMES.filter((name) => APPOINTMENT_STATUSES[name][flag]);

type AdminMove = NonNullable<
  Extract<(typeof APPOINTMENT_STATUSES)[AppointmentStatusName], { adminMove: object }>['adminMove']
>;

/** The admin's moves out of `status`, in vocabulary order. */
export function adminMovesFrom(status: string): (AdminMove & {
  to: AppointmentStatusName;
  danger?: true;
  secondary?: true;
  afterStart?: true;
  fromItsDay?: true;
})[] {
  return STATUS_NAMES.flatMap((to) => {
    const move = (APPOINTMENT_STATUSES[to] as { adminMove?: AdminMove }).adminMove;
    return move && (move.from as readonly string[]).includes(status) ? [{ to, ...move }] : [];
  });
}

/** The admin's move that leads to `to`, if the admin can make one. */
export const adminMoveTo = (to: string) => entryOf(to)?.adminMove;

/** Moving to `to` asks the admin why (a rejection). */
export const moveNeedsReason = (to: AppointmentStatusName) => Boolean(entryOf(to)?.adminMove?.needsReason);

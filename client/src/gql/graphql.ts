/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Qué le pasó a la cita. */
export type AppointmentChangeKind = 'CREATED' | 'DELETED' | 'STATUS_CHANGED' | 'UPDATED';

/** Reserva o edición de una cita (SPEC §5). El precio y la duración salen del corte. */
export type AppointmentInput = {
  /** El barbero (issue 32). Sin él: al reservar, «Cualquiera» (el servidor elige uno libre); al editar, el de la cita. */
  barberId?: string | number | null | undefined;
  /** El corte; sin él, cutType lo elige por su nombre. */
  cutId?: string | number | null | undefined;
  /** El nombre del corte (SPEC §3), sin distinguir mayúsculas; se usa solo si no llega cutId. */
  cutType?: string | null | undefined;
  /** YYYY-MM-DD, día de la barbería. */
  date: string;
  note?: string | null | undefined;
  /** De dónde viene la reserva: rebook_reminder (el enlace de «¿Toca corte?»); sin él, la app. Solo al reservar. */
  source?: string | null | undefined;
  /** HH:MM, en intervalos de 30 minutos dentro del horario de ese día (availableSlots da los libres). */
  time: string;
};

/** Estado de una cita; CANCELLED es la cita rechazada por el administrador (con motivo); NO_SHOW, una confirmada a la que el cliente no asistió. */
export type AppointmentStatus = 'CANCELLED' | 'COMPLETED' | 'CONFIRMED' | 'NO_SHOW' | 'PENDING';

/** Qué se hizo, en el registro de actividad. */
export type AuditAction =
  | 'ACCOUNT_DELETED'
  | 'APPOINTMENT_BOOKED'
  | 'APPOINTMENT_CANCELLED'
  | 'APPOINTMENT_COMPLETED'
  | 'APPOINTMENT_CONFIRMED'
  | 'APPOINTMENT_DELETED'
  | 'APPOINTMENT_MOVED'
  | 'APPOINTMENT_NO_SHOW'
  | 'APPOINTMENT_REASSIGNED'
  | 'APPOINTMENT_REJECTED'
  | 'APPOINTMENT_REQUESTED'
  | 'APPOINTMENT_RESCHEDULED'
  | 'APPOINTMENT_STATUS_UNDONE'
  | 'BARBER_CREATED'
  | 'BARBER_DELETED'
  | 'BARBER_HOURS_UPDATED'
  | 'BARBER_INVITED'
  | 'BARBER_TIME_OFF_ADDED'
  | 'BARBER_TIME_OFF_REMOVED'
  | 'BARBER_UPDATED'
  | 'BOOKING_RULES_UPDATED'
  | 'CLIENT_DELETED'
  | 'CLOSURE_ADDED'
  | 'CLOSURE_REMOVED'
  | 'CUT_CREATED'
  | 'CUT_DELETED'
  | 'CUT_UPDATED'
  | 'DATA_EXPORTED'
  | 'EMAIL_CHANGED'
  | 'EMAIL_CHANGE_REVERTED'
  | 'MAIL_SETTINGS_UPDATED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'SETTINGS_UPDATED'
  | 'SIGNED_IN'
  | 'SIGN_IN_FAILED'
  | 'WAITLIST_OFFERED';

/** NONE sin cuenta; INVITED invitación enviada (aún sin contraseña); ACTIVE con cuenta. */
export type BarberAccountState = 'ACTIVE' | 'INVITED' | 'NONE';

/** Cita que crea el barbero (en la barbería o por teléfono): para un cliente registrado (clientId) o para alguien sin cuenta (walkInName y, si lo da, walkInPhone). Sin antelación mínima ni límite de días por adelantado. */
export type BarberAppointmentInput = {
  /** El barbero (issue 32); sin él, el de quien reserva o, si no corta, el primero activo. */
  barberId?: string | number | null | undefined;
  /** El cliente registrado; sin él, walkInName. */
  clientId?: string | number | null | undefined;
  /** El corte; sin él, cutType lo elige por su nombre. */
  cutId?: string | number | null | undefined;
  /** El nombre del corte (SPEC §3), sin distinguir mayúsculas; se usa solo si no llega cutId. */
  cutType?: string | null | undefined;
  /** YYYY-MM-DD, día de la barbería. */
  date: string;
  note?: string | null | undefined;
  /** El barbero confirmó «Fuera del horario, ¿reservar igualmente?»: fuera del horario de atención, en un descanso o en un día cerrado. Sin él, esas horas se rechazan diciendo la regla. Nunca permite solapar otra cita. */
  outsideHours?: boolean | null | undefined;
  /** De dónde viene la reserva: rebook_reminder (el enlace de «¿Toca corte?»); sin él, la app. Solo al reservar. */
  source?: string | null | undefined;
  /** HH:MM, en intervalos de 30 minutos dentro del horario de ese día (availableSlots da los libres). */
  time: string;
  /** Nombre de quien no tiene cuenta. */
  walkInName?: string | null | undefined;
  /** Teléfono de quien no tiene cuenta (opcional). */
  walkInPhone?: string | null | undefined;
};

/** Días libres de un barbero: uno (`startDate`) o varios, con una nota opcional. */
export type BarberTimeOffInput = {
  /** YYYY-MM-DD; vacío, un solo día. */
  endDate?: string | null | undefined;
  /** «Vacaciones», «Curso»… (hasta 100 caracteres). */
  note?: string | null | undefined;
  /** YYYY-MM-DD */
  startDate: string;
};

/** Un descanso semanal (HH:MM, en intervalos de 30 minutos) para un día (`weekday`) o para varios a la vez (`weekdays`): se guarda uno por día. */
export type BookingBreakInput = {
  end: string;
  start: string;
  /** Día ISO: 1 lunes … 7 domingo. Sin `weekdays`. */
  weekday?: number | null | undefined;
  /** Varios días ISO a la vez (al menos uno). Sin `weekday`. */
  weekdays?: Array<number> | null | undefined;
};

/** Las reglas de reserva; todas a la vez (sin los máximos de citas por cliente o el intervalo entre horas, se conservan los guardados). */
export type BookingRulesInput = {
  breaks: Array<BookingBreakInput>;
  bufferMinutes: number;
  cancellationCutoffHours: number;
  horizonDays: number;
  maxLiveBookingsPerClient?: number | null | undefined;
  maxLiveBookingsUnverified?: number | null | undefined;
  minNoticeHours: number;
  slotStepMinutes?: number | null | undefined;
};

/** Datos del negocio (SPEC §5). */
export type BusinessConfigInput = {
  address: string;
  adminName: string;
  businessName: string;
  email: string;
  /** Usuario, con o sin @; vacío lo quita. */
  instagram?: string | null | undefined;
  /** Los 7 días; si se omite, se conserva el horario actual. */
  openingHours?: Array<OpeningHoursInput> | null | undefined;
  phone: string;
};

/** Cambio de contraseña desde Mi Perfil. */
export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  password: string;
};

/** Un cierre; sin endDate es un solo día. */
export type ClosedDateInput = {
  endDate?: string | null | undefined;
  note?: string | null | undefined;
  startDate: string;
};

/** Alta de un barbero; con `email` se le crea la cuenta y se le envía la invitación. */
export type CreateBarberInput = {
  /** Presentación breve (hasta 300 caracteres). */
  bio?: string | null | undefined;
  /** green, blue, amber, violet, teal o rose; sin él, uno libre. */
  color?: string | null | undefined;
  /** Los cortes que hace; sin ellos (o null), todos. */
  cutIds?: Array<string | number> | null | undefined;
  /** Se le crea una cuenta de barbero y se le invita por correo. */
  email?: string | null | undefined;
  name: string;
};

/** Alta o edición de un corte (SPEC §5). */
export type CutInput = {
  description: string;
  /** Minutos, de 1 a 480. */
  duration: number;
  name: string;
  /** Dólares, como mucho 2 decimales. */
  price: number;
  /** Días hasta «¿Toca corte?», de 1 a 365; null o ausente, nunca. */
  rebookAfterDays?: number | null | undefined;
};

/** Por qué un día no tiene horas libres: PAST ya pasó, CLOSED la barbería no abre (horario semanal o cierre), TOO_FAR más allá del horizonte de reserva, TOO_SOON la antelación mínima (u hoy ya terminó), FULL todo ocupado o el servicio no cabe. */
export type DayUnavailableReason = 'CLOSED' | 'FULL' | 'PAST' | 'TOO_FAR' | 'TOO_SOON';

/** Qué correos quiere recibir el usuario de la sesión. */
export type MailPreferencesInput = {
  /** Correos de reserva recibida, confirmada, rechazada, cambiada o cancelada. */
  bookings: boolean;
  /** «Recordatorios para volver» (¿Toca corte?); sin él, queda como estaba. */
  rebook?: boolean | null | undefined;
  /** Recordatorios antes de cada cita. */
  reminders: boolean;
};

/** Ajustes de correo del negocio. */
export type MailSettingsInput = {
  notifyBarber: boolean;
  reminderHoursBefore: number;
};

/** Otro día u hora para una cita; el servicio, el precio y el estado no cambian. */
export type MoveAppointmentInput = {
  /** Otro barbero (una reasignación); sin él, el de la cita. */
  barberId?: string | number | null | undefined;
  /** YYYY-MM-DD, día de la barbería. */
  date: string;
  /** HH:MM, uno de los horarios cada 30 minutos. */
  time: string;
};

/** El horario de un día; deja `open` y `close` vacíos si cierra. */
export type OpeningHoursInput = {
  close?: string | null | undefined;
  open?: string | null | undefined;
  weekday: number;
};

/** Los datos que un usuario cambia de su perfil. */
export type ProfileInput = {
  /** La contraseña actual: solo hace falta cuando cambia el email. */
  currentPassword?: string | null | undefined;
  email: string;
  name: string;
  /** Vacío lo quita. */
  phone?: string | null | undefined;
};

/** La suscripción del navegador (`PushSubscription.toJSON()`): dónde enviar y con qué claves. */
export type PushSubscriptionInput = {
  /** El secreto del dispositivo (`keys.auth`, base64url). */
  auth: string;
  /** La dirección de su servicio de notificaciones (https:). */
  endpoint: string;
  /** La clave pública del dispositivo (`keys.p256dh`, base64url). */
  p256dh: string;
};

/** Alta de cliente (SPEC §5). */
export type RegisterInput = {
  confirmPassword: string;
  email: string;
  name: string;
  password: string;
  phone?: string | null | undefined;
};

/** Contraseña nueva con el enlace del correo. */
export type ResetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};

/** Rol del usuario: cliente, administrador (el dueño) o barbero (su agenda). */
export type Role = 'ADMIN' | 'BARBER' | 'CLIENT';

/** Cambios de un barbero; lo que no se envía queda como está. */
export type UpdateBarberInput = {
  /** false lo desactiva: se niega (409) mientras tenga citas por venir o sea el único activo. */
  active?: boolean | null | undefined;
  bio?: string | null | undefined;
  color?: string | null | undefined;
  /** Los cortes que hace; null: todos (también los nuevos). */
  cutIds?: Array<string | number> | null | undefined;
  name: string;
  /** Su puesto en la lista (0 el primero); los demás se corren para dejarle sitio. */
  order?: number | null | undefined;
};

/** Apuntarse a la lista de espera de un día. */
export type WaitlistInput = {
  /** Un barbero; sin él, «Cualquiera». */
  barberId?: string | number | null | undefined;
  cutId: string | number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM: desde qué hora puede venir. */
  from?: string | null | undefined;
  /** HH:MM: a qué hora debe haber terminado. */
  to?: string | null | undefined;
};

export type ClientNotesQueryVariables = Exact<{
  id: string | number;
}>;

export type ClientNotesQuery = { clientNotes: { clientId: string; notes: string; updatedAt: string | null } };

export type SetClientNotesMutationVariables = Exact<{
  id: string | number;
  notes: string;
}>;

export type SetClientNotesMutation = { setClientNotes: { clientId: string; notes: string; updatedAt: string | null } };

export type BarberFigures_StatFragment = {
  barberId: string | null;
  name: string;
  color: string | null;
  completed: number;
  earnings: number;
  noShowRate: number | null;
  occupancy: number | null;
} & { ' $fragmentName'?: 'BarberFigures_StatFragment' };

export type NextClosures_ClosureFragment = { id: string; startDate: string; endDate: string; note: string | null } & {
  ' $fragmentName'?: 'NextClosures_ClosureFragment';
};

export type WeeklyHours_DayFragment = { weekday: number; open: string | null; close: string | null } & {
  ' $fragmentName'?: 'WeeklyHours_DayFragment';
};

export type WeeklyHours_BreakFragment = { weekday: number; start: string; end: string } & {
  ' $fragmentName'?: 'WeeklyHours_BreakFragment';
};

export type ActivityLogQueryVariables = Exact<{
  action?: AuditAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;

export type ActivityLogQuery = {
  auditLog: Array<{
    id: string;
    at: string;
    action: AuditAction;
    actorId: string | null;
    actorRole: Role | null;
    actorName: string | null;
    targetType: string;
    targetId: string;
    targetName: string | null;
    targetEmail: string | null;
    appointment: { party: string | null; date: string; time: string } | null;
    changes: Array<{ field: string; before: string | null; after: string | null }>;
  }>;
};

export type ClientNextAppointmentQueryVariables = Exact<{ [key: string]: never }>;

export type ClientNextAppointmentQuery = {
  myNextAppointment:
    | ({ id: string; date: string; time: string; status: AppointmentStatus; cutType: string; barberName: string } & {
        ' $fragmentRefs'?: { AppointmentCard_AppointmentFragment: AppointmentCard_AppointmentFragment };
      })
    | null;
};

export type ClientAppointmentChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type ClientAppointmentChangedSubscription = {
  appointmentChanged: {
    kind: AppointmentChangeKind;
    appointmentId: string;
    appointment:
      | ({ status: AppointmentStatus } & {
          ' $fragmentRefs'?: { MyAppointmentLists_AppointmentFragment: MyAppointmentLists_AppointmentFragment };
        })
      | null;
  };
};

export type AvailableDaysQueryVariables = Exact<{
  from: string;
  to: string;
  cutId: string | number;
  appointmentId?: string | number | null | undefined;
  barberId?: string | number | null | undefined;
}>;

export type AvailableDaysQuery = {
  availableDays: Array<{
    date: string;
    free: Array<string>;
    reason: DayUnavailableReason | null;
    message: string | null;
  }>;
};

export type BookingWindowQueryVariables = Exact<{ [key: string]: never }>;

export type BookingWindowQuery = {
  bookingRules: { horizonDays: number; minNoticeHours: number; cancellationCutoffHours: number };
  closedDates: Array<{ id: string; startDate: string; endDate: string; note: string | null }>;
  publicConfig: { phone: string | null };
};

export type CreateAppointmentMutationVariables = Exact<{
  input: AppointmentInput;
}>;

export type CreateAppointmentMutation = {
  createAppointment: { barberName: string } & {
    ' $fragmentRefs'?: { MyAppointmentLists_AppointmentFragment: MyAppointmentLists_AppointmentFragment };
  };
};

export type DeleteMyAppointmentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteMyAppointmentMutation = { deleteMyAppointment: string };

export type HideAppointmentMutationVariables = Exact<{
  id: string | number;
}>;

export type HideAppointmentMutation = { setAppointmentHidden: { id: string; hidden: boolean } };

export type JoinWaitlistMutationVariables = Exact<{
  input: WaitlistInput;
}>;

export type JoinWaitlistMutation = {
  joinWaitlist: { id: string; date: string } & {
    ' $fragmentRefs'?: { MyWaitlistEntry_EntryFragment: MyWaitlistEntry_EntryFragment };
  };
};

export type LastBarberQueryVariables = Exact<{ [key: string]: never }>;

export type LastBarberQuery = { myAppointments: Array<{ id: string; barberId: string | null; createdAt: string }> };

export type LeaveWaitlistMutationVariables = Exact<{
  id: string | number;
}>;

export type LeaveWaitlistMutation = { leaveWaitlist: string };

export type MyWaitlistQueryVariables = Exact<{ [key: string]: never }>;

export type MyWaitlistQuery = {
  myWaitlist: Array<
    { id: string; date: string } & {
      ' $fragmentRefs'?: { MyWaitlistEntry_EntryFragment: MyWaitlistEntry_EntryFragment };
    }
  >;
};

export type RescheduleMyAppointmentMutationVariables = Exact<{
  id: string | number;
  input: AppointmentInput;
}>;

export type RescheduleMyAppointmentMutation = {
  rescheduleMyAppointment: {
    ' $fragmentRefs'?: { MyAppointmentLists_AppointmentFragment: MyAppointmentLists_AppointmentFragment };
  };
};

export type UpdateAppointmentMutationVariables = Exact<{
  id: string | number;
  input: AppointmentInput;
}>;

export type UpdateAppointmentMutation = {
  updateAppointment: {
    ' $fragmentRefs'?: { MyAppointmentLists_AppointmentFragment: MyAppointmentLists_AppointmentFragment };
  };
};

export type AddToCalendar_AppointmentFragment = {
  id: string;
  cutType: string;
  date: string;
  startsAt: string;
  endsAt: string;
} & { ' $fragmentName'?: 'AddToCalendar_AppointmentFragment' };

export type AppointmentCalendarFileQueryVariables = Exact<{
  id: string | number;
}>;

export type AppointmentCalendarFileQuery = { appointmentCalendarFile: string };

export type AppointmentCard_AppointmentFragment = ({
  id: string;
  cutId: string | null;
  cutType: string;
  date: string;
  time: string;
  note: string | null;
  status: AppointmentStatus;
  rejectionReason: string | null;
  createdAt: string;
  startsAt: string;
  barberName: string;
} & {
  ' $fragmentRefs'?: {
    AddToCalendar_AppointmentFragment: AddToCalendar_AppointmentFragment;
    RepeatBookingLink_AppointmentFragment: RepeatBookingLink_AppointmentFragment;
  };
}) & { ' $fragmentName'?: 'AppointmentCard_AppointmentFragment' };

export type AppointmentForm_CutFragment = { id: string; name: string; price: number; duration: number } & {
  ' $fragmentName'?: 'AppointmentForm_CutFragment';
};

export type AppointmentHistoryQueryVariables = Exact<{ [key: string]: never }>;

export type AppointmentHistoryQuery = {
  myAppointments: Array<
    { id: string; createdAt: string } & {
      ' $fragmentRefs'?: { AppointmentHistoryItem_AppointmentFragment: AppointmentHistoryItem_AppointmentFragment };
    }
  >;
};

export type CreateAppointmentScreenQueryVariables = Exact<{ [key: string]: never }>;

export type CreateAppointmentScreenQuery = {
  cuts: Array<{ id: string } & { ' $fragmentRefs'?: { AppointmentForm_CutFragment: AppointmentForm_CutFragment } }>;
  publicConfig: { ' $fragmentRefs'?: { ScheduleCard_ConfigFragment: ScheduleCard_ConfigFragment } };
  bookingRules: { slotStepMinutes: number };
};

export type RescheduleSourceQueryVariables = Exact<{
  id: string | number;
}>;

export type RescheduleSourceQuery = {
  appointment: { id: string; status: AppointmentStatus; date: string; time: string; barberId: string | null } & {
    ' $fragmentRefs'?: { RescheduleNotice_AppointmentFragment: RescheduleNotice_AppointmentFragment };
  };
};

export type MyLiveBookingsQueryVariables = Exact<{ [key: string]: never }>;

export type MyLiveBookingsQuery = { myLiveBookings: { live: number; max: number; refusal: string | null } };

export type EditAppointmentScreenQueryVariables = Exact<{
  id: string | number;
}>;

export type EditAppointmentScreenQuery = {
  appointment: {
    id: string;
    status: AppointmentStatus;
    cutId: string | null;
    cutType: string;
    date: string;
    time: string;
    note: string | null;
    rejectionReason: string | null;
    barberId: string | null;
  };
  cuts: Array<{ id: string } & { ' $fragmentRefs'?: { AppointmentForm_CutFragment: AppointmentForm_CutFragment } }>;
};

export type AppointmentHistoryItem_AppointmentFragment = ({
  id: string;
  cutType: string;
  date: string;
  time: string;
  price: number;
  status: AppointmentStatus;
  barberName: string;
} & { ' $fragmentRefs'?: { RepeatBookingLink_AppointmentFragment: RepeatBookingLink_AppointmentFragment } }) & {
  ' $fragmentName'?: 'AppointmentHistoryItem_AppointmentFragment';
};

export type MyAppointmentsQueryVariables = Exact<{ [key: string]: never }>;

export type MyAppointmentsQuery = {
  myAppointments: Array<
    { id: string; status: AppointmentStatus; cutType: string; note: string | null; createdAt: string } & {
      ' $fragmentRefs'?: { AppointmentCard_AppointmentFragment: AppointmentCard_AppointmentFragment };
    }
  >;
};

export type MyWaitlistEntry_EntryFragment = {
  id: string;
  date: string;
  barberName: string | null;
  from: string | null;
  to: string | null;
  cut: { id: string; name: string } | null;
} & { ' $fragmentName'?: 'MyWaitlistEntry_EntryFragment' };

export type RepeatBookingLink_AppointmentFragment = {
  id: string;
  status: AppointmentStatus;
  cutId: string | null;
  cutType: string;
  barberId: string | null;
} & { ' $fragmentName'?: 'RepeatBookingLink_AppointmentFragment' };

export type RescheduleNotice_AppointmentFragment = { cutType: string; date: string; time: string } & {
  ' $fragmentName'?: 'RescheduleNotice_AppointmentFragment';
};

export type ScheduleCard_ConfigFragment = {
  openingHours: Array<{ ' $fragmentRefs'?: { WeeklyHours_DayFragment: WeeklyHours_DayFragment } }>;
  breaks: Array<{ ' $fragmentRefs'?: { WeeklyHours_BreakFragment: WeeklyHours_BreakFragment } }>;
  nextClosures: Array<{ ' $fragmentRefs'?: { NextClosures_ClosureFragment: NextClosures_ClosureFragment } }>;
} & { ' $fragmentName'?: 'ScheduleCard_ConfigFragment' };

export type MyAppointmentLists_AppointmentFragment = ({ id: string; hidden: boolean } & {
  ' $fragmentRefs'?: {
    AppointmentCard_AppointmentFragment: AppointmentCard_AppointmentFragment;
    AppointmentHistoryItem_AppointmentFragment: AppointmentHistoryItem_AppointmentFragment;
  };
}) & { ' $fragmentName'?: 'MyAppointmentLists_AppointmentFragment' };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = { login: { token: string; user: { id: string; role: Role } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type PasswordResetLinkValidQueryVariables = Exact<{
  token: string;
}>;

export type PasswordResetLinkValidQuery = { passwordResetLinkValid: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = { register: { id: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type ResendVerificationLinkMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationLinkMutation = { resendVerification: string };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;

export type ResetPasswordMutation = { resetPassword: string };

export type RevertEmailChangeMutationVariables = Exact<{
  token: string;
}>;

export type RevertEmailChangeMutation = { revertEmailChange: string };

export type RenewSessionMutationVariables = Exact<{ [key: string]: never }>;

export type RenewSessionMutation = { renewSession: string };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: { id: string; role: Role } & {
    ' $fragmentRefs'?: {
      UserMenu_UserFragment: UserMenu_UserFragment;
      VerifyEmailBanner_UserFragment: VerifyEmailBanner_UserFragment;
    };
  };
};

export type UnsubscribeMutationVariables = Exact<{
  token: string;
  rebookOnly?: boolean | null | undefined;
}>;

export type UnsubscribeMutation = { unsubscribe: string };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = { verifyEmail: string };

export type UserMenu_UserFragment = { id: string; name: string; role: Role } & {
  ' $fragmentName'?: 'UserMenu_UserFragment';
};

export type VerifyEmailBanner_UserFragment = { id: string; email: string; isVerified: boolean } & {
  ' $fragmentName'?: 'VerifyEmailBanner_UserFragment';
};

export type AddBarberTimeOffMutationVariables = Exact<{
  barberId: string | number;
  input: BarberTimeOffInput;
}>;

export type AddBarberTimeOffMutation = { addBarberTimeOff: { id: string } };

export type CreateBarberMutationVariables = Exact<{
  input: CreateBarberInput;
}>;

export type CreateBarberMutation = { createBarber: { id: string } };

export type DeleteBarberMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBarberMutation = { deleteBarber: string };

export type InviteBarberMutationVariables = Exact<{
  id: string | number;
  email: string;
}>;

export type InviteBarberMutation = {
  inviteBarber: { id: string; accountState: BarberAccountState; email: string | null };
};

export type RemoveBarberTimeOffMutationVariables = Exact<{
  barberId: string | number;
  timeOffId: string | number;
}>;

export type RemoveBarberTimeOffMutation = { removeBarberTimeOff: string };

export type SetBarberBreaksMutationVariables = Exact<{
  barberId: string | number;
  breaks: Array<BookingBreakInput> | BookingBreakInput;
}>;

export type SetBarberBreaksMutation = {
  setBarberBreaks: { breaks: Array<{ weekday: number; start: string; end: string }> };
};

export type SetBarberHoursMutationVariables = Exact<{
  barberId: string | number;
  hours?: Array<OpeningHoursInput> | OpeningHoursInput | null | undefined;
}>;

export type SetBarberHoursMutation = {
  setBarberHours: {
    followsShop: boolean;
    hours: Array<{ weekday: number; open: string | null; close: string | null }>;
  };
};

export type UpdateBarberMutationVariables = Exact<{
  id: string | number;
  input: UpdateBarberInput;
}>;

export type UpdateBarberMutation = { updateBarber: { id: string } };

export type BarberBreaksQueryVariables = Exact<{
  barberId: string | number;
}>;

export type BarberBreaksQuery = { barberWeek: { breaks: Array<{ weekday: number; start: string; end: string }> } };

export type BarberCard_BarberFragment = {
  id: string;
  name: string;
  bio: string | null;
  color: string;
  active: boolean;
  order: number;
  cutIds: Array<string>;
  accountState: BarberAccountState;
  email: string | null;
} & { ' $fragmentName'?: 'BarberCard_BarberFragment' };

export type BarberHoursQueryVariables = Exact<{
  barberId: string | number;
}>;

export type BarberHoursQuery = {
  barberWeek: { followsShop: boolean; hours: Array<{ weekday: number; open: string | null; close: string | null }> };
};

export type BarberTimeOffListQueryVariables = Exact<{
  barberId: string | number;
}>;

export type BarberTimeOffListQuery = {
  barberTimeOff: Array<{ id: string; startDate: string; endDate: string; note: string | null }>;
};

export type AdminBarbersQueryVariables = Exact<{ [key: string]: never }>;

export type AdminBarbersQuery = {
  adminBarbers: Array<
    { id: string; color: string } & { ' $fragmentRefs'?: { BarberCard_BarberFragment: BarberCard_BarberFragment } }
  >;
  cuts: Array<{ id: string; name: string }>;
};

export type BarbershopInfoQueryVariables = Exact<{ [key: string]: never }>;

export type BarbershopInfoQuery = {
  publicConfig: {
    configured: boolean;
    businessName: string | null;
    adminName: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    instagram: string | null;
    openingHours: Array<{ ' $fragmentRefs'?: { WeeklyHours_DayFragment: WeeklyHours_DayFragment } }>;
    breaks: Array<{ ' $fragmentRefs'?: { WeeklyHours_BreakFragment: WeeklyHours_BreakFragment } }>;
    nextClosures: Array<{ ' $fragmentRefs'?: { NextClosures_ClosureFragment: NextClosures_ClosureFragment } }>;
  };
};

export type AddClosedDateMutationVariables = Exact<{
  input: ClosedDateInput;
}>;

export type AddClosedDateMutation = {
  addClosedDate: { id: string; appointments: Array<{ id: string }> } & {
    ' $fragmentRefs'?: { ClosedDateItem_ClosureFragment: ClosedDateItem_ClosureFragment };
  };
};

export type DeleteClosedDateMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteClosedDateMutation = { deleteClosedDate: string };

export type UpdateBookingRulesMutationVariables = Exact<{
  input: BookingRulesInput;
}>;

export type UpdateBookingRulesMutation = {
  updateBookingRules: { ' $fragmentRefs'?: { BookingRulesForm_RulesFragment: BookingRulesForm_RulesFragment } };
};

export type UpdateBusinessConfigMutationVariables = Exact<{
  input: BusinessConfigInput;
}>;

export type UpdateBusinessConfigMutation = {
  updateBusinessConfig: { updatedAt: string } & {
    ' $fragmentRefs'?: {
      BusinessConfigForm_ConfigFragment: BusinessConfigForm_ConfigFragment;
      OutsideHoursNotice_ConfigFragment: OutsideHoursNotice_ConfigFragment;
    };
  };
};

export type UpdateMailSettingsMutationVariables = Exact<{
  input: MailSettingsInput;
}>;

export type UpdateMailSettingsMutation = {
  updateMailSettings: { ' $fragmentRefs'?: { MailSettingsForm_SettingsFragment: MailSettingsForm_SettingsFragment } };
};

export type AppointmentsToMove_AppointmentFragment = {
  id: string;
  date: string;
  time: string;
  status: AppointmentStatus;
  cutType: string;
  walkInName: string | null;
  client: { id: string; name: string } | null;
} & { ' $fragmentName'?: 'AppointmentsToMove_AppointmentFragment' };

export type BookingRulesForm_RulesFragment = {
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  cancellationCutoffHours: number;
  maxLiveBookingsPerClient: number;
  maxLiveBookingsUnverified: number;
  slotStepMinutes: number;
  breaks: Array<{ weekday: number; start: string; end: string }>;
} & { ' $fragmentName'?: 'BookingRulesForm_RulesFragment' };

export type BusinessConfigForm_ConfigFragment = {
  businessName: string;
  adminName: string;
  phone: string;
  address: string;
  email: string;
  instagram: string | null;
  openingHours: Array<{ weekday: number; open: string | null; close: string | null }>;
} & { ' $fragmentName'?: 'BusinessConfigForm_ConfigFragment' };

export type BusinessConfigScreenQueryVariables = Exact<{ [key: string]: never }>;

export type BusinessConfigScreenQuery = {
  businessConfig:
    | ({ updatedAt: string } & {
        ' $fragmentRefs'?: {
          BusinessConfigForm_ConfigFragment: BusinessConfigForm_ConfigFragment;
          OutsideHoursNotice_ConfigFragment: OutsideHoursNotice_ConfigFragment;
        };
      })
    | null;
  bookingRules: { ' $fragmentRefs'?: { BookingRulesForm_RulesFragment: BookingRulesForm_RulesFragment } };
};

export type ClosedDateItem_ClosureFragment = {
  id: string;
  startDate: string;
  endDate: string;
  note: string | null;
  appointments: Array<
    { id: string } & {
      ' $fragmentRefs'?: { AppointmentsToMove_AppointmentFragment: AppointmentsToMove_AppointmentFragment };
    }
  >;
} & { ' $fragmentName'?: 'ClosedDateItem_ClosureFragment' };

export type ClosedDatesPanelQueryVariables = Exact<{ [key: string]: never }>;

export type ClosedDatesPanelQuery = {
  closedDates: Array<
    { id: string } & { ' $fragmentRefs'?: { ClosedDateItem_ClosureFragment: ClosedDateItem_ClosureFragment } }
  >;
};

export type MailSettingsForm_SettingsFragment = { reminderHoursBefore: number; notifyBarber: boolean } & {
  ' $fragmentName'?: 'MailSettingsForm_SettingsFragment';
};

export type MailSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type MailSettingsQuery = {
  mailSettings: { ' $fragmentRefs'?: { MailSettingsForm_SettingsFragment: MailSettingsForm_SettingsFragment } };
};

export type OutsideHoursNotice_ConfigFragment = {
  appointmentsOutsideHours: Array<
    { id: string } & {
      ' $fragmentRefs'?: { AppointmentsToMove_AppointmentFragment: AppointmentsToMove_AppointmentFragment };
    }
  >;
} & { ' $fragmentName'?: 'OutsideHoursNotice_ConfigFragment' };

export type BarberAgendaWeekQueryVariables = Exact<{
  from: string;
  to: string;
}>;

export type BarberAgendaWeekQuery = {
  appointments: Array<
    {
      id: string;
      date: string;
      time: string;
      status: AppointmentStatus;
      cutType: string;
      walkInName: string | null;
      client: { id: string; name: string } | null;
    } & { ' $fragmentRefs'?: { DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment } }
  >;
};

export type BarberFreeSlotsQueryVariables = Exact<{
  date: string;
  cutId: string | number;
  barberId?: string | number | null | undefined;
}>;

export type BarberFreeSlotsQuery = { withinHours: Array<string>; wholeDay: Array<string> };

export type CalendarClosedDaysQueryVariables = Exact<{ [key: string]: never }>;

export type CalendarClosedDaysQuery = {
  closedDates: Array<{ id: string; startDate: string; endDate: string; note: string | null }>;
  publicConfig: { openingHours: Array<{ weekday: number; open: string | null; close: string | null }> };
  bookingRules: { horizonDays: number };
};

export type CalendarAppointmentChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type CalendarAppointmentChangedSubscription = {
  appointmentChanged: {
    kind: AppointmentChangeKind;
    appointmentId: string;
    appointment:
      | ({
          id: string;
          date: string;
          time: string;
          status: AppointmentStatus;
          barberId: string | null;
          cutType: string;
          walkInName: string | null;
          client: { id: string; name: string } | null;
        } & {
          ' $fragmentRefs'?: {
            CalendarDay_AppointmentFragment: CalendarDay_AppointmentFragment;
            DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment;
          };
        })
      | null;
  };
};

export type CreateBarberAppointmentMutationVariables = Exact<{
  input: BarberAppointmentInput;
}>;

export type CreateBarberAppointmentMutation = {
  createBarberAppointment: { id: string; date: string; status: AppointmentStatus; barberId: string | null } & {
    ' $fragmentRefs'?: {
      CalendarDay_AppointmentFragment: CalendarDay_AppointmentFragment;
      DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment;
    };
  };
};

export type DayWaitlistQueryVariables = Exact<{
  date: string;
}>;

export type DayWaitlistQuery = {
  waitlist: Array<
    { id: string } & { ' $fragmentRefs'?: { DayWaitlistEntry_EntryFragment: DayWaitlistEntry_EntryFragment } }
  >;
};

export type WaitlistChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type WaitlistChangedSubscription = { waitlistChanged: { date: string; count: number } };

export type DeleteAppointmentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAppointmentMutation = { deleteAppointment: string };

export type MoveAppointmentMutationVariables = Exact<{
  id: string | number;
  input: MoveAppointmentInput;
}>;

export type MoveAppointmentMutation = {
  moveAppointment: { id: string; date: string; time: string; status: AppointmentStatus; barberId: string | null } & {
    ' $fragmentRefs'?: {
      CalendarDay_AppointmentFragment: CalendarDay_AppointmentFragment;
      DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment;
    };
  };
};

export type OfferWaitlistTimeMutationVariables = Exact<{
  id: string | number;
  time: string;
}>;

export type OfferWaitlistTimeMutation = {
  offerWaitlistTime: { id: string } & {
    ' $fragmentRefs'?: { DayWaitlistEntry_EntryFragment: DayWaitlistEntry_EntryFragment };
  };
};

export type SetAppointmentStatusMutationVariables = Exact<{
  id: string | number;
  status: AppointmentStatus;
  rejectionReason?: string | null | undefined;
}>;

export type SetAppointmentStatusMutation = {
  setAppointmentStatus: { id: string; status: AppointmentStatus; rejectionReason: string | null; updatedAt: string };
};

export type UndoAppointmentStatusMutationVariables = Exact<{
  id: string | number;
}>;

export type UndoAppointmentStatusMutation = {
  undoAppointmentStatus: { id: string; status: AppointmentStatus; rejectionReason: string | null; updatedAt: string };
};

export type AdminCalendarMonthQueryVariables = Exact<{
  from: string;
  to: string;
  barberId?: string | number | null | undefined;
}>;

export type AdminCalendarMonthQuery = {
  appointments: Array<
    {
      id: string;
      date: string;
      time: string;
      status: AppointmentStatus;
      barberId: string | null;
      barberName: string;
      cutType: string;
      walkInName: string | null;
      client: { id: string; name: string } | null;
    } & {
      ' $fragmentRefs'?: {
        CalendarDay_AppointmentFragment: CalendarDay_AppointmentFragment;
        DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment;
      };
    }
  >;
};

export type CalendarDay_AppointmentFragment = {
  id: string;
  time: string;
  status: AppointmentStatus;
  walkInName: string | null;
  client: { id: string; name: string } | null;
} & { ' $fragmentName'?: 'CalendarDay_AppointmentFragment' };

export type ClientPickerQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type ClientPickerQuery = { clients: Array<{ id: string; name: string; email: string; phone: string | null }> };

export type DayAppointmentCard_AppointmentFragment = {
  id: string;
  date: string;
  cutId: string | null;
  time: string;
  duration: number;
  status: AppointmentStatus;
  cutType: string;
  price: number;
  note: string | null;
  rejectionReason: string | null;
  startsAt: string;
  walkInName: string | null;
  walkInPhone: string | null;
  barberId: string | null;
  barberName: string;
  client: { id: string; name: string; phone: string | null } | null;
} & { ' $fragmentName'?: 'DayAppointmentCard_AppointmentFragment' };

export type DayWaitlistEntry_EntryFragment = {
  id: string;
  barberName: string | null;
  from: string | null;
  to: string | null;
  freeTimes: Array<string>;
  cut: { id: string; name: string } | null;
  client: { id: string; name: string } | null;
} & { ' $fragmentName'?: 'DayWaitlistEntry_EntryFragment' };

export type NewAppointmentCutsQueryVariables = Exact<{ [key: string]: never }>;

export type NewAppointmentCutsQuery = { cuts: Array<{ id: string; name: string; price: number; duration: number }> };

export type PendingRequestsQueryVariables = Exact<{ [key: string]: never }>;

export type PendingRequestsQuery = {
  pendingAppointments: Array<
    { id: string; date: string; time: string; status: AppointmentStatus } & {
      ' $fragmentRefs'?: { DayAppointmentCard_AppointmentFragment: DayAppointmentCard_AppointmentFragment };
    }
  >;
};

export type OwnAccountQueryVariables = Exact<{ [key: string]: never }>;

export type OwnAccountQuery = { me: { id: string } };

export type ClientGreetingQueryVariables = Exact<{ [key: string]: never }>;

export type ClientGreetingQuery = { me: { id: string; name: string } };

export type HomeContactQueryVariables = Exact<{ [key: string]: never }>;

export type HomeContactQuery = { publicConfig: { configured: boolean; address: string | null; phone: string | null } };

export type PopularServicesQueryVariables = Exact<{ [key: string]: never }>;

export type PopularServicesQuery = {
  popularCuts: Array<{ id: string; name: string; description: string; price: number; duration: number }>;
};

export type DeleteClientMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteClientMutation = { deleteClient: string };

export type ClientAppointmentItem_AppointmentFragment = {
  id: string;
  date: string;
  time: string;
  status: AppointmentStatus;
  cutType: string;
  price: number;
  duration: number;
  note: string | null;
  rejectionReason: string | null;
  hidden: boolean;
  barberName: string;
} & { ' $fragmentName'?: 'ClientAppointmentItem_AppointmentFragment' };

export type ClientCard_ClientFragment = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isVerified: boolean;
  createdAt: string;
  completedAppointments: number;
  noShowAppointments: number;
  totalSpent: number;
} & { ' $fragmentName'?: 'ClientCard_ClientFragment' };

export type ClientListQueryVariables = Exact<{ [key: string]: never }>;

export type ClientListQuery = {
  clients: Array<
    { id: string; name: string; email: string; phone: string | null } & {
      ' $fragmentRefs'?: { ClientCard_ClientFragment: ClientCard_ClientFragment };
    }
  >;
};

export type ClientPageQueryVariables = Exact<{
  id: string | number;
}>;

export type ClientPageQuery = {
  clientPage: {
    client: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      isVerified: boolean;
      createdAt: string;
      completedAppointments: number;
      noShowAppointments: number;
      totalSpent: number;
    };
    appointments: Array<
      { id: string; status: AppointmentStatus; startsAt: string } & {
        ' $fragmentRefs'?: { ClientAppointmentItem_AppointmentFragment: ClientAppointmentItem_AppointmentFragment };
      }
    >;
  };
};

export type CreateCutMutationVariables = Exact<{
  input: CutInput;
}>;

export type CreateCutMutation = {
  createCut: { id: string } & { ' $fragmentRefs'?: { CutCard_CutFragment: CutCard_CutFragment } };
};

export type DeleteCutMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCutMutation = { deleteCut: string };

export type UpdateCutMutationVariables = Exact<{
  id: string | number;
  input: CutInput;
}>;

export type UpdateCutMutation = {
  updateCut: { id: string } & {
    ' $fragmentRefs'?: { CutCard_CutFragment: CutCard_CutFragment; CutForm_CutFragment: CutForm_CutFragment };
  };
};

export type CutCard_CutFragment = { id: string; name: string; description: string; price: number; duration: number } & {
  ' $fragmentName'?: 'CutCard_CutFragment';
};

export type CutForm_CutFragment = {
  name: string;
  description: string;
  price: number;
  duration: number;
  rebookAfterDays: number | null;
} & { ' $fragmentName'?: 'CutForm_CutFragment' };

export type CutListQueryVariables = Exact<{
  withContact: boolean;
}>;

export type CutListQuery = {
  cuts: Array<
    { id: string; name: string; description: string } & {
      ' $fragmentRefs'?: { CutCard_CutFragment: CutCard_CutFragment };
    }
  >;
  publicConfig?: { ' $fragmentRefs'?: { CutsContact_ConfigFragment: CutsContact_ConfigFragment } };
};

export type CutsContact_ConfigFragment = { phone: string | null; email: string | null; address: string | null } & {
  ' $fragmentName'?: 'CutsContact_ConfigFragment';
};

export type EditCutQueryVariables = Exact<{
  id: string | number;
}>;

export type EditCutQuery = {
  cut: { id: string } & { ' $fragmentRefs'?: { CutForm_CutFragment: CutForm_CutFragment } };
};

export type DashboardAppointmentChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type DashboardAppointmentChangedSubscription = {
  appointmentChanged: { kind: AppointmentChangeKind; appointmentId: string };
};

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDashboardQuery = {
  me: { id: string; name: string };
  stats: {
    bestSellingServices: Array<{ ' $fragmentRefs'?: { TopServices_ServiceFragment: TopServices_ServiceFragment } }>;
    byBarber: Array<{ ' $fragmentRefs'?: { BarberFigures_StatFragment: BarberFigures_StatFragment } }>;
  } & {
    ' $fragmentRefs'?: {
      TodayStats_StatsFragment: TodayStats_StatsFragment;
      WeeklySummary_StatsFragment: WeeklySummary_StatsFragment;
    };
  };
  barbers: Array<{ id: string }>;
  cuts: Array<{ id: string } & { ' $fragmentRefs'?: { ServicesPreview_CutFragment: ServicesPreview_CutFragment } }>;
  businessConfig: { ' $fragmentRefs'?: { DashboardContact_ConfigFragment: DashboardContact_ConfigFragment } } | null;
};

export type DashboardContact_ConfigFragment = {
  address: string;
  phone: string;
  openingHours: Array<{ ' $fragmentRefs'?: { WeeklyHours_DayFragment: WeeklyHours_DayFragment } }>;
} & { ' $fragmentName'?: 'DashboardContact_ConfigFragment' };

export type ServicesPreview_CutFragment = { id: string; name: string; price: number; duration: number } & {
  ' $fragmentName'?: 'ServicesPreview_CutFragment';
};

export type TodayStats_StatsFragment = {
  appointmentsToday: number;
  completedAppointmentsToday: number;
  pendingAppointmentsToday: number;
  earningsToday: number;
} & { ' $fragmentName'?: 'TodayStats_StatsFragment' };

export type TopServices_ServiceFragment = { name: string; count: number; earnings: number } & {
  ' $fragmentName'?: 'TopServices_ServiceFragment';
};

export type UnsentMailsQueryVariables = Exact<{ [key: string]: never }>;

export type UnsentMailsQuery = { unsentMails: number };

export type WeeklySummary_StatsFragment = {
  nextAppointments: Array<{ id: string }>;
  weeklyStats: {
    totalAppointments: number;
    completedAppointments: number;
    totalEarnings: number;
    clientCancellations: number;
    cancellationRate: number;
    rebookReturns: number | null;
  };
} & { ' $fragmentName'?: 'WeeklySummary_StatsFragment' };

export type MyHoursScreenQueryVariables = Exact<{ [key: string]: never }>;

export type MyHoursScreenQuery = {
  me: { id: string };
  barbers: Array<{ id: string; name: string; userId: string | null }>;
  publicConfig: {
    openingHours: Array<{ ' $fragmentRefs'?: { WeeklyHours_DayFragment: WeeklyHours_DayFragment } }>;
    breaks: Array<{ ' $fragmentRefs'?: { WeeklyHours_BreakFragment: WeeklyHours_BreakFragment } }>;
    nextClosures: Array<{ ' $fragmentRefs'?: { NextClosures_ClosureFragment: NextClosures_ClosureFragment } }>;
  };
};

export type PrivacyShopQueryVariables = Exact<{ [key: string]: never }>;

export type PrivacyShopQuery = {
  publicConfig: {
    configured: boolean;
    businessName: string | null;
    adminName: string | null;
    address: string | null;
    email: string | null;
    phone: string | null;
  };
};

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type ChangePasswordMutation = { changePassword: { id: string; updatedAt: string } };

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;

export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type MyDataQueryVariables = Exact<{ [key: string]: never }>;

export type MyDataQuery = {
  myData: {
    exportedAt: string;
    profile: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      role: Role;
      isVerified: boolean;
      mailReminders: boolean;
      mailBookings: boolean;
      mailRebook: boolean;
      createdAt: string;
      updatedAt: string;
    };
    appointments: Array<{
      id: string;
      cutType: string;
      price: number;
      duration: number;
      date: string;
      time: string;
      note: string | null;
      status: AppointmentStatus;
      rejectionReason: string | null;
      hidden: boolean;
      createdAt: string;
      updatedAt: string;
    }>;
    cancellations: Array<{
      appointmentId: string;
      cutType: string;
      price: number;
      duration: number;
      date: string;
      time: string;
      status: AppointmentStatus;
      bookedAt: string;
      cancelledAt: string;
    }>;
  };
};

export type LogoutAllMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutAllMutation = { logoutAll: boolean };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never }>;

export type PushPublicKeyQuery = { pushPublicKey: string };

export type ResendVerificationMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationMutation = { resendVerification: string };

export type SubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;

export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;

export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type UpdateMailPreferencesMutationVariables = Exact<{
  input: MailPreferencesInput;
}>;

export type UpdateMailPreferencesMutation = {
  updateMailPreferences: { id: string; mailReminders: boolean; mailBookings: boolean; mailRebook: boolean };
};

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: { id: string } & {
    ' $fragmentRefs'?: {
      ProfileCard_UserFragment: ProfileCard_UserFragment;
      MailPreferences_UserFragment: MailPreferences_UserFragment;
    };
  };
};

export type AdminProfileScreenQueryVariables = Exact<{ [key: string]: never }>;

export type AdminProfileScreenQuery = {
  profile: { ' $fragmentRefs'?: { ProfileCard_UserFragment: ProfileCard_UserFragment } };
};

export type BarberProfileScreenQueryVariables = Exact<{ [key: string]: never }>;

export type BarberProfileScreenQuery = {
  profile: { ' $fragmentRefs'?: { ProfileCard_UserFragment: ProfileCard_UserFragment } };
};

export type MailPreferences_UserFragment = {
  id: string;
  email: string;
  isVerified: boolean;
  mailReminders: boolean;
  mailBookings: boolean;
  mailRebook: boolean;
} & { ' $fragmentName'?: 'MailPreferences_UserFragment' };

export type ProfileCard_UserFragment = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
} & { ' $fragmentName'?: 'ProfileCard_UserFragment' };

export type ProfileScreenQueryVariables = Exact<{ [key: string]: never }>;

export type ProfileScreenQuery = {
  profile: {
    ' $fragmentRefs'?: {
      ProfileCard_UserFragment: ProfileCard_UserFragment;
      MailPreferences_UserFragment: MailPreferences_UserFragment;
    };
  };
};

export type AdminShopNameQueryVariables = Exact<{ [key: string]: never }>;

export type AdminShopNameQuery = { businessConfig: { businessName: string } | null };

export type BarberStats_StatsFragment = {
  weeklyStats: { byBarber: Array<{ ' $fragmentRefs'?: { BarberFigures_StatFragment: BarberFigures_StatFragment } }> };
  monthlyStats: { byBarber: Array<{ ' $fragmentRefs'?: { BarberFigures_StatFragment: BarberFigures_StatFragment } }> };
} & { ' $fragmentName'?: 'BarberStats_StatsFragment' };

export type BusinessStatsQueryVariables = Exact<{ [key: string]: never }>;

export type BusinessStatsQuery = {
  stats: {
    ' $fragmentRefs'?: {
      StatsCards_StatsFragment: StatsCards_StatsFragment;
      WeekdayChart_StatsFragment: WeekdayChart_StatsFragment;
      ServicesDonut_StatsFragment: ServicesDonut_StatsFragment;
      TopClients_StatsFragment: TopClients_StatsFragment;
      BarberStats_StatsFragment: BarberStats_StatsFragment;
    };
  };
  barbers: Array<{ id: string }>;
};

export type ServicesDonut_StatsFragment = {
  bestSellingServices: Array<{ name: string; count: number; earnings: number }>;
} & { ' $fragmentName'?: 'ServicesDonut_StatsFragment' };

export type StatsCards_StatsFragment = {
  totalAppointments: number;
  totalEarnings: number;
  totalUsers: number;
  completedAppointments: number;
  averageEarningsPerAppointment: number;
  completionRate: number;
  noShowAppointments: number;
  noShowRate: number;
  clientCancellations: number;
  cancellationRate: number;
} & { ' $fragmentName'?: 'StatsCards_StatsFragment' };

export type TopClients_StatsFragment = {
  topClients: Array<{ id: string; name: string; completedAppointments: number; totalSpent: number }>;
} & { ' $fragmentName'?: 'TopClients_StatsFragment' };

export type WeekdayChart_StatsFragment = { appointmentsByWeekday: Array<{ weekday: number; count: number }> } & {
  ' $fragmentName'?: 'WeekdayChart_StatsFragment';
};

export type AvailableSlotsQueryVariables = Exact<{
  date: string;
  cutId: string | number;
  appointmentId?: string | number | null | undefined;
  barberId?: string | number | null | undefined;
}>;

export type AvailableSlotsQuery = { availableSlots: Array<string> };

export type PendingRequestCountQueryVariables = Exact<{ [key: string]: never }>;

export type PendingRequestCountQuery = { pendingAppointments: Array<{ id: string }> };

export type PendingRequestsChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type PendingRequestsChangedSubscription = {
  appointmentChanged: { kind: AppointmentChangeKind; appointmentId: string };
};

export type ShopBarbersQueryVariables = Exact<{ [key: string]: never }>;

export type ShopBarbersQuery = {
  barbers: Array<{
    id: string;
    name: string;
    bio: string | null;
    color: string;
    cutIds: Array<string>;
    userId: string | null;
  }>;
};

export const AppointmentForm_CutFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentForm_CutFragment, unknown>;
export const MyWaitlistEntry_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyWaitlistEntry_EntryFragment, unknown>;
export const RescheduleNotice_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RescheduleNotice_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RescheduleNotice_AppointmentFragment, unknown>;
export const WeeklyHours_DayFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WeeklyHours_DayFragment, unknown>;
export const WeeklyHours_BreakFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_break' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreak' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WeeklyHours_BreakFragment, unknown>;
export const NextClosures_ClosureFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextClosures_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NextClosures_ClosureFragment, unknown>;
export const ScheduleCard_ConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScheduleCard_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PublicConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breaks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_break' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextClosures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NextClosures_closure' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_break' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreak' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextClosures_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScheduleCard_ConfigFragment, unknown>;
export const AddToCalendar_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToCalendar_AppointmentFragment, unknown>;
export const RepeatBookingLink_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RepeatBookingLink_AppointmentFragment, unknown>;
export const AppointmentCard_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentCard_AppointmentFragment, unknown>;
export const AppointmentHistoryItem_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentHistoryItem_AppointmentFragment, unknown>;
export const MyAppointmentLists_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyAppointmentLists_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAppointmentLists_AppointmentFragment, unknown>;
export const UserMenu_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserMenu_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserMenu_UserFragment, unknown>;
export const VerifyEmailBanner_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VerifyEmailBanner_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailBanner_UserFragment, unknown>;
export const BarberCard_BarberFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberCard_barber' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Barber' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberCard_BarberFragment, unknown>;
export const BookingRulesForm_RulesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingRulesForm_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingRules' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bufferMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'horizonDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationCutoffHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsPerClient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsUnverified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotStepMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breaks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookingRulesForm_RulesFragment, unknown>;
export const BusinessConfigForm_ConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfigForm_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'businessName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adminName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessConfigForm_ConfigFragment, unknown>;
export const AppointmentsToMove_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentsToMove_AppointmentFragment, unknown>;
export const ClosedDateItem_ClosureFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClosedDateItem_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClosedDateItem_ClosureFragment, unknown>;
export const MailSettingsForm_SettingsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailSettingsForm_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'reminderHoursBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notifyBarber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailSettingsForm_SettingsFragment, unknown>;
export const OutsideHoursNotice_ConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutsideHoursNotice_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentsOutsideHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutsideHoursNotice_ConfigFragment, unknown>;
export const CalendarDay_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarDay_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarDay_AppointmentFragment, unknown>;
export const DayAppointmentCard_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayAppointmentCard_AppointmentFragment, unknown>;
export const DayWaitlistEntry_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'freeTimes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayWaitlistEntry_EntryFragment, unknown>;
export const ClientAppointmentItem_AppointmentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientAppointmentItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientAppointmentItem_AppointmentFragment, unknown>;
export const ClientCard_ClientFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientCard_client' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClientRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientCard_ClientFragment, unknown>;
export const CutCard_CutFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutCard_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CutCard_CutFragment, unknown>;
export const CutForm_CutFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rebookAfterDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CutForm_CutFragment, unknown>;
export const CutsContact_ConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutsContact_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PublicConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CutsContact_ConfigFragment, unknown>;
export const DashboardContact_ConfigFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardContact_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardContact_ConfigFragment, unknown>;
export const ServicesPreview_CutFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServicesPreview_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServicesPreview_CutFragment, unknown>;
export const TodayStats_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TodayStats_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'appointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingAppointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earningsToday' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodayStats_StatsFragment, unknown>;
export const TopServices_ServiceFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopServices_service' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopServices_ServiceFragment, unknown>;
export const WeeklySummary_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklySummary_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextAppointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'weeklyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalEarnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientCancellations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebookReturns' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WeeklySummary_StatsFragment, unknown>;
export const MailPreferences_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailPreferences_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailReminders' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailBookings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailRebook' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailPreferences_UserFragment, unknown>;
export const ProfileCard_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCard_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileCard_UserFragment, unknown>;
export const BarberFigures_StatFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberFigures_stat' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancy' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberFigures_StatFragment, unknown>;
export const BarberStats_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberStats_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'weeklyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byBarber' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberFigures_stat' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'monthlyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byBarber' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberFigures_stat' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberFigures_stat' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancy' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberStats_StatsFragment, unknown>;
export const ServicesDonut_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServicesDonut_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bestSellingServices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServicesDonut_StatsFragment, unknown>;
export const StatsCards_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatsCards_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalEarnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageEarningsPerAppointment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientCancellations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatsCards_StatsFragment, unknown>;
export const TopClients_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopClients_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topClients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopClients_StatsFragment, unknown>;
export const WeekdayChart_StatsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeekdayChart_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentsByWeekday' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WeekdayChart_StatsFragment, unknown>;
export const ClientNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clientNotes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientNotesQuery, ClientNotesQueryVariables>;
export const SetClientNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetClientNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setClientNotes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'notes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'notes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetClientNotesMutation, SetClientNotesMutationVariables>;
export const ActivityLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActivityLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditAction' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetEmail' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'party' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'changes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActivityLogQuery, ActivityLogQueryVariables>;
export const ClientNextAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientNextAppointment' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myNextAppointment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientNextAppointmentQuery, ClientNextAppointmentQueryVariables>;
export const ClientAppointmentChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ClientAppointmentChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appointmentId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyAppointmentLists_appointment' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyAppointmentLists_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientAppointmentChangedSubscription, ClientAppointmentChangedSubscriptionVariables>;
export const AvailableDaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AvailableDays' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appointmentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availableDays' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cutId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appointmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appointmentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'free' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AvailableDaysQuery, AvailableDaysQueryVariables>;
export const BookingWindowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BookingWindow' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookingRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'horizonDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minNoticeHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationCutoffHours' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closedDates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'phone' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BookingWindowQuery, BookingWindowQueryVariables>;
export const CreateAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppointmentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyAppointmentLists_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyAppointmentLists_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAppointmentMutation, CreateAppointmentMutationVariables>;
export const DeleteMyAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMyAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMyAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMyAppointmentMutation, DeleteMyAppointmentMutationVariables>;
export const HideAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HideAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAppointmentHidden' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hidden' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HideAppointmentMutation, HideAppointmentMutationVariables>;
export const JoinWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinWaitlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinWaitlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyWaitlistEntry_entry' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const LastBarberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LastBarber' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAppointments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LastBarberQuery, LastBarberQueryVariables>;
export const LeaveWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LeaveWaitlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveWaitlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;
export const MyWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyWaitlist' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myWaitlist' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyWaitlistEntry_entry' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyWaitlistQuery, MyWaitlistQueryVariables>;
export const RescheduleMyAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RescheduleMyAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppointmentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleMyAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyAppointmentLists_appointment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyAppointmentLists_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RescheduleMyAppointmentMutation, RescheduleMyAppointmentMutationVariables>;
export const UpdateAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppointmentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyAppointmentLists_appointment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyAppointmentLists_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAppointmentMutation, UpdateAppointmentMutationVariables>;
export const AppointmentCalendarFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppointmentCalendarFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentCalendarFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentCalendarFileQuery, AppointmentCalendarFileQueryVariables>;
export const AppointmentHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppointmentHistory' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAppointments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentHistoryItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppointmentHistoryQuery, AppointmentHistoryQueryVariables>;
export const CreateAppointmentScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CreateAppointmentScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentForm_cut' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScheduleCard_config' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookingRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'slotStepMinutes' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_break' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreak' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextClosures_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScheduleCard_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PublicConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breaks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_break' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextClosures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NextClosures_closure' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAppointmentScreenQuery, CreateAppointmentScreenQueryVariables>;
export const RescheduleSourceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RescheduleSource' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RescheduleNotice_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RescheduleNotice_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RescheduleSourceQuery, RescheduleSourceQueryVariables>;
export const MyLiveBookingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyLiveBookings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myLiveBookings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'live' } },
                { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refusal' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyLiveBookingsQuery, MyLiveBookingsQueryVariables>;
export const EditAppointmentScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditAppointmentScreen' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentForm_cut' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditAppointmentScreenQuery, EditAppointmentScreenQueryVariables>;
export const MyAppointmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyAppointments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAppointments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeHidden' },
                value: { kind: 'BooleanValue', value: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddToCalendar_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RepeatBookingLink_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddToCalendar_appointment' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RepeatBookingLink_appointment' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAppointmentsQuery, MyAppointmentsQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PasswordResetLinkValidDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PasswordResetLinkValid' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'passwordResetLinkValid' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasswordResetLinkValidQuery, PasswordResetLinkValidQueryVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendVerificationLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerificationLink' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resendVerification' } }],
      },
    },
  ],
} as unknown as DocumentNode<ResendVerificationLinkMutation, ResendVerificationLinkMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResetPasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RevertEmailChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevertEmailChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revertEmailChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevertEmailChangeMutation, RevertEmailChangeMutationVariables>;
export const RenewSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenewSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'renewSession' } }],
      },
    },
  ],
} as unknown as DocumentNode<RenewSessionMutation, RenewSessionMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserMenu_user' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VerifyEmailBanner_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserMenu_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VerifyEmailBanner_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UnsubscribeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Unsubscribe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rebookOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rebookOnly' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rebookOnly' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const AddBarberTimeOffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddBarberTimeOff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberTimeOffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addBarberTimeOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBarberTimeOffMutation, AddBarberTimeOffMutationVariables>;
export const CreateBarberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBarber' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateBarberInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBarber' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBarberMutation, CreateBarberMutationVariables>;
export const DeleteBarberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBarber' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBarber' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBarberMutation, DeleteBarberMutationVariables>;
export const InviteBarberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteBarber' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteBarber' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountState' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteBarberMutation, InviteBarberMutationVariables>;
export const RemoveBarberTimeOffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveBarberTimeOff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeOffId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeBarberTimeOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeOffId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeOffId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveBarberTimeOffMutation, RemoveBarberTimeOffMutationVariables>;
export const SetBarberBreaksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetBarberBreaks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'breaks' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreakInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setBarberBreaks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'breaks' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'breaks' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breaks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBarberBreaksMutation, SetBarberBreaksMutationVariables>;
export const SetBarberHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetBarberHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHoursInput' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setBarberHours' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'followsShop' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'close' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBarberHoursMutation, SetBarberHoursMutationVariables>;
export const UpdateBarberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBarber' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateBarberInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBarber' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBarberMutation, UpdateBarberMutationVariables>;
export const BarberBreaksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberBreaks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barberWeek' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breaks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberBreaksQuery, BarberBreaksQueryVariables>;
export const BarberHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberHours' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barberWeek' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'followsShop' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'close' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberHoursQuery, BarberHoursQueryVariables>;
export const BarberTimeOffListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberTimeOffList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barberTimeOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberTimeOffListQuery, BarberTimeOffListQueryVariables>;
export const AdminBarbersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminBarbers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminBarbers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberCard_barber' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberCard_barber' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Barber' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBarbersQuery, AdminBarbersQueryVariables>;
export const BarbershopInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarbershopInfo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
                { kind: 'Field', name: { kind: 'Name', value: 'businessName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adminName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'openingHours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breaks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_break' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nextClosures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NextClosures_closure' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_break' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreak' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextClosures_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarbershopInfoQuery, BarbershopInfoQueryVariables>;
export const AddClosedDateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddClosedDate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addClosedDate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClosedDateItem_closure' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClosedDateItem_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddClosedDateMutation, AddClosedDateMutationVariables>;
export const DeleteClosedDateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteClosedDate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteClosedDate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteClosedDateMutation, DeleteClosedDateMutationVariables>;
export const UpdateBookingRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBookingRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingRulesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBookingRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookingRulesForm_rules' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingRulesForm_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingRules' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bufferMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'horizonDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationCutoffHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsPerClient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsUnverified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotStepMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breaks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBookingRulesMutation, UpdateBookingRulesMutationVariables>;
export const UpdateBusinessConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBusinessConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfigInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBusinessConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BusinessConfigForm_config' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutsideHoursNotice_config' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfigForm_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'businessName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adminName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutsideHoursNotice_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentsOutsideHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBusinessConfigMutation, UpdateBusinessConfigMutationVariables>;
export const UpdateMailSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMailSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMailSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailSettingsForm_settings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailSettingsForm_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'reminderHoursBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notifyBarber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMailSettingsMutation, UpdateMailSettingsMutationVariables>;
export const BusinessConfigScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessConfigScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BusinessConfigForm_config' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutsideHoursNotice_config' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookingRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BookingRulesForm_rules' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BusinessConfigForm_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'businessName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adminName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instagram' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutsideHoursNotice_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentsOutsideHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BookingRulesForm_rules' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingRules' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bufferMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNoticeHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'horizonDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationCutoffHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsPerClient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLiveBookingsUnverified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotStepMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breaks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessConfigScreenQuery, BusinessConfigScreenQueryVariables>;
export const ClosedDatesPanelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClosedDatesPanel' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closedDates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClosedDateItem_closure' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppointmentsToMove_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClosedDateItem_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppointmentsToMove_appointment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClosedDatesPanelQuery, ClosedDatesPanelQueryVariables>;
export const MailSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MailSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailSettingsForm_settings' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailSettingsForm_settings' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MailSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'reminderHoursBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notifyBarber' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MailSettingsQuery, MailSettingsQueryVariables>;
export const BarberAgendaWeekDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberAgendaWeek' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberAgendaWeekQuery, BarberAgendaWeekQueryVariables>;
export const BarberFreeSlotsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberFreeSlots' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'withinHours' },
            name: { kind: 'Name', value: 'availableSlots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cutId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'wholeDay' },
            name: { kind: 'Name', value: 'availableSlots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cutId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'outsideHours' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberFreeSlotsQuery, BarberFreeSlotsQueryVariables>;
export const CalendarClosedDaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarClosedDays' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closedDates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'openingHours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'close' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bookingRules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'horizonDays' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarClosedDaysQuery, CalendarClosedDaysQueryVariables>;
export const CalendarAppointmentChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CalendarAppointmentChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appointmentId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'client' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarDay_appointment' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarDay_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarAppointmentChangedSubscription, CalendarAppointmentChangedSubscriptionVariables>;
export const CreateBarberAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBarberAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberAppointmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBarberAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarDay_appointment' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarDay_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBarberAppointmentMutation, CreateBarberAppointmentMutationVariables>;
export const DayWaitlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DayWaitlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'waitlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayWaitlistEntry_entry' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'freeTimes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayWaitlistQuery, DayWaitlistQueryVariables>;
export const WaitlistChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'WaitlistChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'waitlistChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitlistChangedSubscription, WaitlistChangedSubscriptionVariables>;
export const DeleteAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAppointmentMutation, DeleteAppointmentMutationVariables>;
export const MoveAppointmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveAppointment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MoveAppointmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveAppointment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarDay_appointment' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarDay_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveAppointmentMutation, MoveAppointmentMutationVariables>;
export const OfferWaitlistTimeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OfferWaitlistTime' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerWaitlistTime' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'time' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'time' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayWaitlistEntry_entry' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayWaitlistEntry_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WaitlistEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'freeTimes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferWaitlistTimeMutation, OfferWaitlistTimeMutationVariables>;
export const SetAppointmentStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAppointmentStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppointmentStatus' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rejectionReason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAppointmentStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rejectionReason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rejectionReason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAppointmentStatusMutation, SetAppointmentStatusMutationVariables>;
export const UndoAppointmentStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UndoAppointmentStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'undoAppointmentStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UndoAppointmentStatusMutation, UndoAppointmentStatusMutationVariables>;
export const AdminCalendarMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCalendarMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CalendarDay_appointment' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CalendarDay_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCalendarMonthQuery, AdminCalendarMonthQueryVariables>;
export const ClientPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientPickerQuery, ClientPickerQueryVariables>;
export const NewAppointmentCutsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewAppointmentCuts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewAppointmentCutsQuery, NewAppointmentCutsQueryVariables>;
export const PendingRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PendingRequests' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingAppointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DayAppointmentCard_appointment' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DayAppointmentCard_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'walkInPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'client' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PendingRequestsQuery, PendingRequestsQueryVariables>;
export const OwnAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OwnAccount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OwnAccountQuery, OwnAccountQueryVariables>;
export const ClientGreetingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientGreeting' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientGreetingQuery, ClientGreetingQueryVariables>;
export const HomeContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeContact' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeContactQuery, HomeContactQueryVariables>;
export const PopularServicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PopularServices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'popularCuts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '3' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PopularServicesQuery, PopularServicesQueryVariables>;
export const DeleteClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteClient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteClientMutation, DeleteClientMutationVariables>;
export const ClientListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientCard_client' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientCard_client' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClientRecord' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientListQuery, ClientListQueryVariables>;
export const ClientPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClientPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'clientPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'noShowAppointments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startsAt' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClientAppointmentItem_appointment' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClientAppointmentItem_appointment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appointment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'time' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'barberName' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClientPageQuery, ClientPageQueryVariables>;
export const CreateCutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CutInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutCard_cut' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutCard_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCutMutation, CreateCutMutationVariables>;
export const DeleteCutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCutMutation, DeleteCutMutationVariables>;
export const UpdateCutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CutInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutCard_cut' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutForm_cut' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutCard_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rebookAfterDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCutMutation, UpdateCutMutationVariables>;
export const CutListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CutList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withContact' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutCard_cut' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withContact' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutsContact_config' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutCard_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutsContact_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PublicConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CutListQuery, CutListQueryVariables>;
export const EditCutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditCut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CutForm_cut' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CutForm_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rebookAfterDays' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditCutQuery, EditCutQueryVariables>;
export const DashboardAppointmentChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'DashboardAppointmentChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appointmentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardAppointmentChangedSubscription, DashboardAppointmentChangedSubscriptionVariables>;
export const AdminDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TodayStats_stats' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklySummary_stats' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bestSellingServices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopServices_service' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byBarber' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberFigures_stat' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barbers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServicesPreview_cut' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DashboardContact_config' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TodayStats_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'appointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingAppointmentsToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earningsToday' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklySummary_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextAppointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'weeklyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalEarnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientCancellations' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellationRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rebookReturns' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopServices_service' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberFigures_stat' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancy' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServicesPreview_cut' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cut' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DashboardContact_config' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openingHours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const UnsentMailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnsentMails' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unsentMails' } }],
      },
    },
  ],
} as unknown as DocumentNode<UnsentMailsQuery, UnsentMailsQueryVariables>;
export const MyHoursScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyHoursScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barbers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'openingHours' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_day' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breaks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeeklyHours_break' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nextClosures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NextClosures_closure' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_day' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OpeningHours' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'close' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeeklyHours_break' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BookingBreak' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'end' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextClosures_closure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClosedDate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyHoursScreenQuery, MyHoursScreenQueryVariables>;
export const PrivacyShopDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PrivacyShop' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'configured' } },
                { kind: 'Field', name: { kind: 'Name', value: 'businessName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'adminName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrivacyShopQuery, PrivacyShopQueryVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteMyAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMyAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMyAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const MyDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyData' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'exportedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'profile' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mailReminders' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mailBookings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mailRebook' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appointments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rejectionReason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cancellations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'appointmentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cutType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bookedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyDataQuery, MyDataQueryVariables>;
export const LogoutAllDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LogoutAll' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logoutAll' } }],
      },
    },
  ],
} as unknown as DocumentNode<LogoutAllMutation, LogoutAllMutationVariables>;
export const PushPublicKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PushPublicKey' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'pushPublicKey' } }],
      },
    },
  ],
} as unknown as DocumentNode<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const ResendVerificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerification' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'resendVerification' } }],
      },
    },
  ],
} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const SubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PushSubscriptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpoint' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const UpdateMailPreferencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMailPreferences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailPreferencesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMailPreferences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mailReminders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mailBookings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mailRebook' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMailPreferencesMutation, UpdateMailPreferencesMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCard_user' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailPreferences_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCard_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailPreferences_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailReminders' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailBookings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailRebook' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const AdminProfileScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProfileScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCard_user' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCard_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProfileScreenQuery, AdminProfileScreenQueryVariables>;
export const BarberProfileScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BarberProfileScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCard_user' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCard_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BarberProfileScreenQuery, BarberProfileScreenQueryVariables>;
export const ProfileScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileScreen' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileCard_user' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MailPreferences_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileCard_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MailPreferences_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailReminders' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailBookings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mailRebook' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileScreenQuery, ProfileScreenQueryVariables>;
export const AdminShopNameDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminShopName' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'businessName' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminShopNameQuery, AdminShopNameQueryVariables>;
export const BusinessStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StatsCards_stats' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WeekdayChart_stats' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServicesDonut_stats' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopClients_stats' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberStats_stats' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barbers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberFigures_stat' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BarberStat' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'barberId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancy' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatsCards_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalEarnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageEarningsPerAppointment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowAppointments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'noShowRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientCancellations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancellationRate' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WeekdayChart_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentsByWeekday' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServicesDonut_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bestSellingServices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopClients_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topClients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAppointments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalSpent' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BarberStats_stats' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Stats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'weeklyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byBarber' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberFigures_stat' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'monthlyStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byBarber' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BarberFigures_stat' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessStatsQuery, BusinessStatsQueryVariables>;
export const AvailableSlotsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AvailableSlots' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appointmentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availableSlots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cutId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cutId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appointmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appointmentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'barberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'barberId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AvailableSlotsQuery, AvailableSlotsQueryVariables>;
export const PendingRequestCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PendingRequestCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingAppointments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PendingRequestCountQuery, PendingRequestCountQueryVariables>;
export const PendingRequestsChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'PendingRequestsChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appointmentChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appointmentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PendingRequestsChangedSubscription, PendingRequestsChangedSubscriptionVariables>;
export const ShopBarbersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopBarbers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'barbers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cutIds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopBarbersQuery, ShopBarbersQueryVariables>;

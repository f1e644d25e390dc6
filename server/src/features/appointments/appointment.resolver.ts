import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { fieldSelection } from '../../graphql/field-selection';
import { Topic } from '../../events/pubsub';
import { listComplexity, readsDatabase } from '../../graphql/query-limits';
import { Cut } from '../cuts/cut.entity';
import { Role } from '../../domain/role';
import { User } from '../users/user.entity';
import { AppointmentChange, type AppointmentChangedEvent } from './appointment-change';
import { AppointmentOrder } from './appointment-order';
import { AppointmentStatus } from './appointment-status';
import { Appointment } from './appointment.entity';
import { AppointmentInput, MoveAppointmentInput } from './appointment.inputs';
import { AppointmentQueries } from './appointment-queries.service';
import { AvailableDay } from './available-day.type';
import type { BarberAppointmentService } from './barber-appointments.service';
import type { BookingService } from './booking.service';
import type { ClientAppointmentService } from './client-appointments.service';
import { LiveBookingsRoom } from './live-bookings-room.type';

@Resolver(() => Appointment)
export class AppointmentResolver {
  constructor(
    private readonly queries: AppointmentQueries,
    private readonly bookings: BookingService,
    private readonly clientActions: ClientAppointmentService,
    private readonly barberActions: BarberAppointmentService,
  ) {}

  @Auth(Role.CLIENT)
  @Query(() => [Appointment], {
    description: 'Mis citas, la más reciente primero; con includeHidden también las quitadas de la lista (historial).',
    complexity: listComplexity(10),
  })
  myAppointments(
    @Arg('includeHidden', () => Boolean, { nullable: true, defaultValue: false }) includeHidden: boolean | null,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment[]> {
    return this.queries.mine(viewer!, includeHidden ?? false);
  }

  @Auth(Role.CLIENT)
  @Query(() => Appointment, {
    nullable: true,
    description:
      'Mi próxima cita pendiente o confirmada que aún no terminó (la de inicio más cercano); null si no hay.',
  })
  myNextAppointment(@Ctx() { viewer }: Context): Promise<Appointment | null> {
    return this.queries.myNext(viewer!);
  }

  @Auth(Role.CLIENT)
  @Query(() => LiveBookingsRoom, {
    description:
      'Mis citas pendientes o confirmadas por llegar y cuántas puedo tener a la vez; refusal, por qué no puedo reservar otra.',
  })
  myLiveBookings(@Ctx() { viewer }: Context): Promise<LiveBookingsRoom> {
    return this.queries.myLiveBookings(viewer!);
  }

  @Auth()
  @Query(() => Appointment, {
    description: 'Una cita propia; para el administrador, cualquiera; para un barbero, una de su agenda.',
  })
  appointment(@Arg('id', () => ID) id: string, @Ctx() { viewer }: Context): Promise<Appointment> {
    return this.queries.get(viewer!, id);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => [Appointment], {
    description:
      'Todas las citas, por día y hora salvo otro orderBy; from/to (YYYY-MM-DD) incluidos. Para un barbero, solo las de su agenda, pida el barberId que pida.',
    complexity: listComplexity(10),
  })
  appointments(
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('status', () => AppointmentStatus, { nullable: true }) status: AppointmentStatus | null,
    @Arg('orderBy', () => AppointmentOrder, { nullable: true, defaultValue: AppointmentOrder.SCHEDULE })
    orderBy: AppointmentOrder | null,
    @Arg('barberId', () => ID, { nullable: true, description: 'Solo las de ese barbero.' }) barberId: string | null,
    @Info() info: GraphQLResolveInfo,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment[]> {
    return this.queries.list({ from, to, status, orderBy, barberId }, fieldSelection(info), viewer!);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => [Appointment], {
    description:
      'Solicitudes por confirmar: las citas pendientes desde hoy (día de la barbería) en adelante, la más próxima primero, sea cual sea su mes. Para un barbero, las de su agenda.',
    complexity: listComplexity(10),
  })
  pendingAppointments(@Info() info: GraphQLResolveInfo, @Ctx() { viewer }: Context): Promise<Appointment[]> {
    return this.queries.pending(fieldSelection(info), viewer!);
  }

  @Auth()
  @Query(() => [String], {
    description:
      'Horarios (HH:MM) que aún se pueden reservar ese día con ese corte. appointmentId: la cita propia que se edita, cuyo horario no cuenta como ocupado. Para el administrador sin appointmentId (una cita que él anota), sin antelación mínima ni límite de días por adelantado, desde la hora en curso (empezó hace menos de un intervalo entre horas, 30 minutos por defecto); con outsideHours, también fuera del horario, en los descansos y en un día cerrado (todo el día, hasta medianoche). outsideHours no cambia nada para un cliente ni al mover una cita.',
    // Five reads per alias: the cut, the day's bookings, the rules, the closures and the held appointment.
    complexity: readsDatabase(5),
  })
  availableSlots(
    @Arg('date', () => String) date: string,
    @Arg('cutId', () => ID) cutId: string,
    @Arg('appointmentId', () => ID, { nullable: true }) appointmentId: string | null,
    @Arg('outsideHours', () => Boolean, { nullable: true, defaultValue: false }) outsideHours: boolean | null,
    @Arg('barberId', () => ID, { nullable: true, description: 'Un barbero; sin él, «Cualquiera».' })
    barberId: string | null,
    @Ctx() { viewer }: Context,
  ): Promise<string[]> {
    return this.queries.availableSlots(viewer!, date, cutId, appointmentId, outsideHours === true, barberId);
  }

  @Auth()
  @Query(() => [AvailableDay], {
    description:
      'La tira de reserva: cada día de from a to (YYYY-MM-DD, como mucho 62) con las horas que un cliente puede reservar con ese corte (las mismas reglas que availableSlots) y, si no hay ninguna, por qué. appointmentId: la cita propia que se edita, cuyo horario no cuenta como ocupado.',
    // Five reads, whatever the range: the cut, the range's bookings, the rules, the closures and the held appointment.
    complexity: readsDatabase(5),
  })
  availableDays(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('cutId', () => ID) cutId: string,
    @Arg('appointmentId', () => ID, { nullable: true }) appointmentId: string | null,
    @Arg('barberId', () => ID, { nullable: true, description: 'Un barbero; sin él, «Cualquiera».' })
    barberId: string | null,
    @Ctx() { viewer }: Context,
  ): Promise<AvailableDay[]> {
    return this.queries.availableDays(viewer!, from, to, cutId, appointmentId, barberId);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => Appointment, {
    description:
      'Reserva una cita (queda pendiente de confirmación). Sin barberId, «Cualquiera»: el barbero libre con menos citas ese día, empates por su orden. CONFLICT si la hora ya no está libre para ninguno, y también si ya tengo todas las citas por llegar que me permiten las reglas (myLiveBookings).',
  })
  createAppointment(
    @Arg('input', () => AppointmentInput) input: AppointmentInput,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.bookings.create(viewer!, input);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => Appointment, {
    description: 'Edita una cita propia pendiente o rechazada; una rechazada vuelve a quedar pendiente.',
  })
  updateAppointment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AppointmentInput) input: AppointmentInput,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.clientActions.update(viewer!, id, input);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => Appointment, {
    description:
      'Mueve una cita pendiente o confirmada a otro día u hora, con las mismas reglas que al reservar; su cliente recibe la nueva hora por correo. Con otro barberId, la pasa a ese barbero (con su horario), anotado en la actividad. Un barbero, solo dentro de su agenda (otro barberId: FORBIDDEN).',
  })
  moveAppointment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MoveAppointmentInput) input: MoveAppointmentInput,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.barberActions.move(viewer!, id, input);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => Appointment, {
    description:
      'Reprograma una cita propia confirmada: la cita nueva queda pendiente y la anterior se cancela en la misma operación; si la nueva hora no se puede reservar, la anterior se conserva.',
  })
  rescheduleMyAppointment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AppointmentInput) input: AppointmentInput,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.clientActions.reschedule(viewer!, id, input);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => ID, {
    description:
      'Elimina una cita propia pendiente, confirmada o rechazada. Devuelve su id. Quitar una pendiente o confirmada es una cancelación del cliente: las estadísticas la cuentan (clientCancellations).',
  })
  deleteMyAppointment(@Arg('id', () => ID) id: string, @Ctx() { viewer }: Context): Promise<string> {
    return this.clientActions.deleteMine(viewer!, id);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => Appointment, { description: 'Quita de mi lista (o devuelve) una cita completada.' })
  setAppointmentHidden(
    @Arg('id', () => ID) id: string,
    @Arg('hidden', () => Boolean) hidden: boolean,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.clientActions.setHidden(viewer!, id, hidden);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => Appointment, {
    description:
      'Confirma (PENDING→CONFIRMED), rechaza con motivo (PENDING→CANCELLED), completa (CONFIRMED→COMPLETED) o marca que el cliente no asistió (CONFIRMED→NO_SHOW, solo cuando la hora ya pasó).',
  })
  setAppointmentStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => AppointmentStatus) status: AppointmentStatus,
    @Arg('rejectionReason', () => String, { nullable: true }) rejectionReason: string | null,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.barberActions.setStatus(viewer!, id, status, rejectionReason);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => Appointment, {
    description:
      'Deshace la última marca de completada o «No asistió»: la cita vuelve a confirmada. Solo quien la marcó y dentro de los 10 segundos siguientes.',
  })
  undoAppointmentStatus(@Arg('id', () => ID) id: string, @Ctx() { viewer }: Context): Promise<Appointment> {
    return this.barberActions.undoStatus(viewer!, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Elimina una cita en cualquier estado. Devuelve su id.' })
  deleteAppointment(@Arg('id', () => ID) id: string): Promise<string> {
    return this.barberActions.delete(id);
  }

  @Auth()
  @Subscription(() => AppointmentChange, {
    topics: Topic.AppointmentChanged,
    filter: ({ payload, context }) =>
      AppointmentQueries.canSee((context as Context).viewer, payload as AppointmentChangedEvent),
    description:
      'Cambios en citas: el administrador recibe todos; un barbero, los de su agenda (también la cita que otro barbero se lleva); un cliente, solo los de sus citas.',
  })
  appointmentChanged(@Root() event: AppointmentChangedEvent): Promise<AppointmentChange> {
    return this.queries.change(event);
  }

  // Contact data of the client. No check per row: every way to an appointment (own lists, the admin's,
  // the filtered subscription) already decided that the viewer is that client or the admin.
  @FieldResolver(() => User, {
    nullable: true,
    description: 'Null si la cuenta fue eliminada (“Cliente no disponible”).',
  })
  client(@Root() appointment: Appointment, @Ctx() { loaders }: Context): Promise<User | null> | User | null {
    // Subscriptions read the appointment with its relations already joined.
    if (appointment.client !== undefined) return appointment.client;
    return appointment.clientId ? loaders.user.load(appointment.clientId) : null;
  }

  @FieldResolver(() => Cut, { nullable: true, description: 'El corte actual del catálogo; null si se eliminó.' })
  cut(@Root() appointment: Appointment, @Ctx() { loaders }: Context): Promise<Cut | null> | Cut | null {
    if (appointment.cut !== undefined) return appointment.cut;
    return appointment.cutId ? loaders.cut.load(appointment.cutId) : null;
  }
}

import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Appointment } from './appointment.entity';

export enum AppointmentChangeKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  STATUS_CHANGED = 'STATUS_CHANGED',
  DELETED = 'DELETED',
}

registerEnumType(AppointmentChangeKind, { name: 'AppointmentChangeKind', description: 'Qué le pasó a la cita.' });

/**
 * What travels on the pub/sub bus: ids only, so it serializes through Redis unchanged and each
 * subscriber reads the appointment fresh. clientId and barberId decide who may see it.
 */
export interface AppointmentChangedEvent {
  kind: AppointmentChangeKind;
  appointmentId: string;
  clientId: string | null;
  /** The barber whose agenda it is in (issue 32): that BARBER hears of it. */
  barberId?: string | null;
  /** A reassignment's former barber, so the agenda it left hears it go. */
  previousBarberId?: string | null;
}

@ObjectType({ description: 'Un cambio en una cita, en tiempo real.' })
export class AppointmentChange {
  @Field(() => AppointmentChangeKind) kind: AppointmentChangeKind;
  @Field(() => ID) appointmentId: string;

  @Field(() => Appointment, { nullable: true, description: 'La cita tal como quedó; null si fue eliminada.' })
  appointment: Appointment | null;
}

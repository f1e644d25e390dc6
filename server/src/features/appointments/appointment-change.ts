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
 * subscriber reads the appointment fresh. clientId decides who may see it.
 */
export interface AppointmentChangedEvent {
  kind: AppointmentChangeKind;
  appointmentId: string;
  clientId: string | null;
}

@ObjectType({ description: 'Un cambio en una cita, en tiempo real.' })
export class AppointmentChange {
  @Field(() => AppointmentChangeKind) kind: AppointmentChangeKind;
  @Field(() => ID) appointmentId: string;

  @Field(() => Appointment, { nullable: true, description: 'La cita tal como quedó; null si fue eliminada.' })
  appointment: Appointment | null;
}

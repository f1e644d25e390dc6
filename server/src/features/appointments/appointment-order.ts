import { registerEnumType } from 'type-graphql';

export enum AppointmentOrder {
  /** The calendar's reading order. */
  SCHEDULE = 'schedule',
  /** SPEC §9: lists are sorted by creation date, newest first. */
  NEWEST_CREATED = 'newest_created',
}

registerEnumType(AppointmentOrder, {
  name: 'AppointmentOrder',
  description: 'SCHEDULE: por día y hora (el calendario); NEWEST_CREATED: la creada más recientemente primero.',
});

import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../domain/role';
import { AuditAction } from './audit-action';

@ObjectType({ description: 'Un valor cambiado por una acción: como era y como quedó (JSON).' })
export class AuditChange {
  @Field(() => String) field: string;
  @Field(() => String, { nullable: true, description: 'JSON; null si no existía.' }) before: string | null;
  @Field(() => String, { nullable: true, description: 'JSON; null si dejó de existir.' }) after: string | null;
}

@ObjectType({ description: 'La cita de la que habla una entrada, tal como era al escribirla.' })
export class AuditAppointment {
  @Field(() => String, {
    nullable: true,
    description:
      'Cliente o persona sin cuenta al escribir la entrada; null si no se sabe o el cliente borró su cuenta.',
  })
  party: string | null;

  @Field(() => String, { description: 'Día en la barbería, YYYY-MM-DD.' }) date: string;
  @Field(() => String, { description: 'Hora de inicio en la barbería, HH:MM (24 h).' }) time: string;
}

@ObjectType({ description: 'Una entrada del registro de actividad; no se puede cambiar ni borrar.' })
export class AuditEntry {
  // Not an ID: entries are numbered in order (the only ids in the database that are not UUIDs).
  @Field(() => String, { description: 'Número de la entrada: crece con cada una.' }) id: string;
  @Field(() => Date) at: Date;
  @Field(() => AuditAction) action: AuditAction;
  @Field(() => ID, { nullable: true, description: 'Null si la hizo el sistema.' }) actorId: string | null;
  @Field(() => Role, { nullable: true }) actorRole: Role | null;

  @Field(() => String, { nullable: true, description: 'Nombre actual del autor; null si su cuenta ya no existe.' })
  actorName: string | null;

  @Field(() => String, {
    description: 'appointment, cut, user, settings, closure, booking_rules, mail_settings o export.',
  })
  targetType: string;

  @Field(() => String)
  targetId: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Nombre actual del corte o de la cuenta de la que habla la entrada; null en las demás o si ya no existe.',
  })
  targetName: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Email actual de la cuenta de la que habla la entrada (un inicio de sesión, una contraseña); null en las demás o si ya no existe.',
  })
  targetEmail: string | null;

  @Field(() => AuditAppointment, { nullable: true, description: 'Solo en las entradas de una cita.' })
  appointment: AuditAppointment | null;

  @Field(() => [AuditChange])
  changes: AuditChange[];
}

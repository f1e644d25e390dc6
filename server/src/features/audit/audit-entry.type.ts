import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../users/role';
import { AuditAction } from './audit-action';

@ObjectType({ description: 'Un valor cambiado por una acción: como era y como quedó (JSON).' })
export class AuditChange {
  @Field(() => String)
  field: string;

  @Field(() => String, { nullable: true, description: 'JSON; null si no existía.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON; null si dejó de existir.' })
  after: string | null;
}

@ObjectType({ description: 'Una entrada del registro de actividad; no se puede cambiar ni borrar.' })
export class AuditEntry {
  // Not an ID: entries are numbered in order (the only ids in the database that are not UUIDs).
  @Field(() => String, { description: 'Número de la entrada: crece con cada una.' })
  id: string;

  @Field(() => Date)
  at: Date;

  @Field(() => AuditAction)
  action: AuditAction;

  @Field(() => ID, { nullable: true, description: 'Null si la hizo el sistema.' })
  actorId: string | null;

  @Field(() => Role, { nullable: true })
  actorRole: Role | null;

  @Field(() => String, { nullable: true, description: 'Nombre actual del autor; null si su cuenta ya no existe.' })
  actorName: string | null;

  @Field(() => String, { description: 'appointment, cut, user o settings.' })
  targetType: string;

  @Field(() => String)
  targetId: string;

  @Field(() => [AuditChange])
  changes: AuditChange[];
}

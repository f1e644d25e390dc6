import { FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { ClientRecord } from './client-record.type';

/**
 * A BARBER reads the clients list to pick one for a phone booking (issue 32): the contact details, not what
 * each client has spent or missed, which stay the admin's.
 */
@Resolver(() => ClientRecord)
export class ClientRecordResolver {
  @Auth(Role.ADMIN)
  @FieldResolver(() => Int, { description: 'Citas completadas (solo el administrador).' })
  completedAppointments(@Root() client: ClientRecord): number {
    return client.completedAppointments;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => Int, { description: 'Citas confirmadas a las que no asistió (solo el administrador).' })
  noShowAppointments(@Root() client: ClientRecord): number {
    return client.noShowAppointments;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => Float, {
    description: 'Suma de los precios de sus citas completadas, en dólares (solo el administrador).',
  })
  totalSpent(@Root() client: ClientRecord): number {
    return client.totalSpent;
  }
}

import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { Role } from '../../domain/role';
import { Appointment } from '../appointments/appointment.entity';
import { ClientNotes } from './client-notes.type';
import { ClientNotesService } from './client-notes.service';

/** Issue 33: the admin's private note on a client, and on that client's appointments in the day view. */
@Resolver(() => Appointment)
export class ClientNotesResolver {
  constructor(private readonly notes: ClientNotesService) {}

  @Auth(Role.ADMIN)
  @Query(() => ClientNotes, {
    description: 'La nota privada del administrador sobre un cliente. Un id que no es de un cliente: NOT_FOUND.',
  })
  clientNotes(@Arg('id', () => ID) id: string): Promise<ClientNotes> {
    return this.notes.read(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ClientNotes, {
    description:
      'Escribe la nota privada sobre un cliente (hasta 1000 caracteres, sin espacios al principio ni al final); vacía, la quita.',
  })
  setClientNotes(@Arg('id', () => ID) id: string, @Arg('notes', () => String) notes: string): Promise<ClientNotes> {
    return this.notes.write(id, notes);
  }

  // The admin's only: a client reading their own appointments, or a barber his agenda, is refused the field.
  @Auth(Role.ADMIN)
  @FieldResolver(() => String, {
    name: 'clientNotes',
    nullable: true,
    description:
      'La nota privada del administrador sobre el cliente de la cita (solo el administrador); null sin nota.',
  })
  notesOfItsClient(@Root() appointment: Appointment, @Ctx() { loaders }: Context): Promise<string | null> | null {
    return appointment.clientId === null ? null : loaders.clientNotes.load(appointment.id);
  }
}

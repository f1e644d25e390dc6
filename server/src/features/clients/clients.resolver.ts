import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { listComplexity } from '../../graphql/query-limits';
import { Role } from '../../domain/role';
import { ClientPage } from './client-page.type';
import { ClientRecord } from './client-record.type';
import { ClientService } from './clients.service';

@Resolver()
export class ClientResolver {
  constructor(private readonly service: ClientService) {}

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => [ClientRecord], {
    description:
      'Clientes por nombre; search busca en nombre, email o teléfono. Un barbero (para anotar una cita por teléfono) lee solo id, name, email, phone e isVerified: las cifras son del administrador.',
    complexity: listComplexity(10),
  })
  clients(@Arg('search', () => String, { nullable: true }) search: string | null): Promise<ClientRecord[]> {
    return this.service.list(search);
  }

  @Auth(Role.ADMIN)
  @Query(() => ClientPage, {
    description:
      'La ficha de un cliente: sus datos, sus cifras y todas sus citas. Un id que no es de un cliente: NOT_FOUND.',
  })
  clientPage(@Arg('id', () => ID) id: string): Promise<ClientPage> {
    return this.service.page(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Elimina la cuenta de un cliente y sus citas pendientes y confirmadas; las completadas y rechazadas se conservan sin cliente. Devuelve su id.',
  })
  deleteClient(@Arg('id', () => ID) id: string): Promise<string> {
    return this.service.delete(id);
  }
}

import { Arg, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import { listComplexity } from '../../graphql/query-limits';
import { Appointment } from '../appointments/appointment.entity';
import { Role } from '../../domain/role';
import { ClosedDate, ClosedDateInput } from './closed-date.entity';
import { ClosedDatesService } from './closed-dates.service';

@Resolver(() => ClosedDate)
export class ClosedDatesResolver {
  constructor(private readonly service: ClosedDatesService) {}

  @Public()
  @Query(() => [ClosedDate], { description: 'Los cierres de hoy en adelante, el más próximo primero.' })
  closedDates(): Promise<ClosedDate[]> {
    return this.service.upcoming();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ClosedDate, {
    description:
      'Cierra un día o un rango. Sus citas no se tocan: `appointments` lista las que hay que mover o rechazar.',
  })
  addClosedDate(@Arg('input', () => ClosedDateInput) input: ClosedDateInput): Promise<ClosedDate> {
    return this.service.add(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Quita un cierre. Devuelve su id.' })
  deleteClosedDate(@Arg('id', () => ID) id: string): Promise<string> {
    return this.service.remove(id);
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => [Appointment], {
    description:
      'Citas pendientes o confirmadas dentro del cierre, por día y hora: el barbero debe moverlas o rechazarlas.',
    complexity: listComplexity(10),
  })
  appointments(@Root() closure: ClosedDate): Promise<Appointment[]> {
    return this.service.appointmentsIn(closure);
  }
}

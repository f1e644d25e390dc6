import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { listComplexity } from '../../graphql/query-limits';
import { Appointment } from '../appointments/appointment.entity';
import type { AppointmentQueries } from '../appointments/appointment-queries.service';
import { Role } from '../../domain/role';
import { BusinessConfig } from './business-config.entity';

@Resolver(() => BusinessConfig)
export class BusinessConfigAppointmentsResolver {
  constructor(private readonly appointments: AppointmentQueries) {}

  @Auth(Role.ADMIN)
  @FieldResolver(() => [Appointment], {
    description:
      'Citas pendientes o confirmadas por venir que el horario guardado deja fuera (un día ahora cerrado, una hora ahora fuera), por día y hora: el barbero debe moverlas o rechazarlas.',
    complexity: listComplexity(10),
  })
  appointmentsOutsideHours(@Root() config: BusinessConfig): Promise<Appointment[]> {
    return this.appointments.outsideHours(config.openingHours);
  }
}

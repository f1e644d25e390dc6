import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { Role } from '../../domain/role';
import { Appointment } from './appointment.entity';
import { BarberAppointmentInput } from './barber-booking.inputs';
import type { BarberBookingService } from './barber-booking.service';

@Resolver()
export class BarberBookingResolver {
  constructor(private readonly service: BarberBookingService) {}

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => Appointment, {
    description:
      'El barbero reserva para un cliente registrado o para alguien sin cuenta; queda confirmada. Sin antelación mínima ni límite de días por adelantado (desde la hora en curso); fuera del horario, en un descanso o en un día cerrado, solo con outsideHours. Nunca solapa otra cita (CONFLICT). Un barbero reserva en su propia agenda (otro barberId: FORBIDDEN).',
  })
  createBarberAppointment(
    @Arg('input', () => BarberAppointmentInput) input: BarberAppointmentInput,
    @Ctx() { viewer }: Context,
  ): Promise<Appointment> {
    return this.service.book(viewer!, input);
  }
}

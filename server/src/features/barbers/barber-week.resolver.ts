import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../domain/role';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { BookingBreakInput } from '../business-config/booking-rules.entity';
import { OpeningHoursInput } from '../business-config/opening-hours.types';
import { BarberTimeOff } from './barber-time-off.entity';
import { BarberWeek } from './barber.entity';
import { BarberTimeOffInput } from './barber.inputs';
import type { BarberWeekService } from './barber-week.service';

/** A barber's hours, breaks and days off: the admin's for anyone, a barber's for their own (403 otherwise). */
@Resolver()
export class BarberWeekResolver {
  constructor(private readonly service: BarberWeekService) {}

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => BarberWeek, { description: 'El horario en vigor del barbero y sus descansos.' })
  barberWeek(@Arg('barberId', () => ID) barberId: string, @Ctx() { viewer }: Context): Promise<BarberWeek> {
    return this.service.week(viewer!, barberId);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => BarberWeek, {
    description: 'Su horario propio (los 7 días, como el de la barbería); null: sigue el de la barbería.',
  })
  setBarberHours(
    @Arg('barberId', () => ID) barberId: string,
    @Arg('hours', () => [OpeningHoursInput], { nullable: true }) hours: OpeningHoursInput[] | null,
    @Ctx() { viewer }: Context,
  ): Promise<BarberWeek> {
    return this.service.setHours(viewer!, barberId, hours ?? null);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => BarberWeek, {
    description: 'Sus descansos semanales, además de los de la barbería (la lista entera).',
  })
  setBarberBreaks(
    @Arg('barberId', () => ID) barberId: string,
    @Arg('breaks', () => [BookingBreakInput]) breaks: BookingBreakInput[],
    @Ctx() { viewer }: Context,
  ): Promise<BarberWeek> {
    return this.service.setBreaks(viewer!, barberId, breaks);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => [BarberTimeOff], { description: 'Sus días libres de hoy en adelante, los más próximos primero.' })
  barberTimeOff(@Arg('barberId', () => ID) barberId: string, @Ctx() { viewer }: Context): Promise<BarberTimeOff[]> {
    return this.service.timeOff(viewer!, barberId);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => BarberTimeOff, { description: 'Agrega días libres (uno o un rango, desde hoy).' })
  addBarberTimeOff(
    @Arg('barberId', () => ID) barberId: string,
    @Arg('input', () => BarberTimeOffInput) input: BarberTimeOffInput,
    @Ctx() { viewer }: Context,
  ): Promise<BarberTimeOff> {
    return this.service.addTimeOff(viewer!, barberId, input);
  }

  @Auth(Role.ADMIN, Role.BARBER)
  @Mutation(() => ID, { description: 'Quita unos días libres; devuelve su id.' })
  removeBarberTimeOff(
    @Arg('barberId', () => ID) barberId: string,
    @Arg('timeOffId', () => ID) timeOffId: string,
    @Ctx() { viewer }: Context,
  ): Promise<string> {
    return this.service.removeTimeOff(viewer!, barberId, timeOffId);
  }
}

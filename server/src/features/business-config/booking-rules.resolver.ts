import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { BookingRules, BookingRulesInput, type BookingRulesView } from './booking-rules.entity';
import { BookingRulesService } from './booking-rules.service';

@Resolver()
export class BookingRulesResolver {
  constructor(private readonly service: BookingRulesService) {}

  @Public()
  @Query(() => BookingRules, {
    description: 'Margen, antelación, horizonte, plazo de cancelación y descansos; los habituales si no se guardaron.',
  })
  bookingRules(): Promise<BookingRulesView> {
    return this.service.get();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BookingRules, { description: 'Guarda las reglas de reserva.' })
  updateBookingRules(@Arg('input', () => BookingRulesInput) input: BookingRulesInput): Promise<BookingRulesView> {
    return this.service.update(input);
  }
}

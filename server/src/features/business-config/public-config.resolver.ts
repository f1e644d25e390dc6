import { FieldResolver, Resolver } from 'type-graphql';
import { BookingBreak } from './booking-rules.entity';
import type { BookingRulesService } from './booking-rules.service';
import { ClosedDate } from './closed-date.entity';
import type { ClosedDatesService } from './closed-dates.service';
import { NEXT_CLOSURES, PublicConfig } from './public-config.type';

/** What the clients' «Horario de atención» adds to the week (issue 31): its breaks and the next closures. */
@Resolver(() => PublicConfig)
export class PublicConfigCalendarResolver {
  constructor(
    private readonly rules: BookingRulesService,
    private readonly closures: ClosedDatesService,
  ) {}

  @FieldResolver(() => [BookingBreak])
  async breaks(): Promise<BookingBreak[]> {
    return (await this.rules.get()).breaks;
  }

  @FieldResolver(() => [ClosedDate])
  async nextClosures(): Promise<ClosedDate[]> {
    return this.closures.next((await this.rules.get()).horizonDays, NEXT_CLOSURES);
  }
}

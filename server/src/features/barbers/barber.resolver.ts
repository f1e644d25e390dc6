import { FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/auth-directives';
import type { CutService } from '../cuts/cut.service';
import { Barber } from './barber.entity';
import type { BarberService } from './barber.service';

@Resolver(() => Barber)
export class BarberResolver {
  constructor(
    private readonly service: BarberService,
    private readonly cuts: CutService,
  ) {}

  @Public()
  @Query(() => [Barber], { description: 'Los barberos que reciben reservas, en su orden.' })
  barbers(): Promise<Barber[]> {
    return this.service.active();
  }

  @FieldResolver(() => [ID], { description: 'Los cortes que hace (todos, salvo que el administrador elija).' })
  async cutIds(@Root() barber: Barber): Promise<string[]> {
    if (barber.cutIdList) return barber.cutIdList;
    return (await this.cuts.list()).map((cut) => cut.id);
  }
}

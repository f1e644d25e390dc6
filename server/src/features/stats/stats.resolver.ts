import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import type { Context } from '../../graphql/context';
import { StatsService } from './stats.service';
import { PopularCut, Stats } from './stats.types';

@Resolver()
export class StatsResolver {
  constructor(private readonly service: StatsService) {}

  @Auth(Role.ADMIN, Role.BARBER)
  @Query(() => Stats, { description: 'Estadísticas del negocio y del panel; un barbero, las de sus propias citas.' })
  stats(@Ctx() { viewer }: Context): Promise<Stats> {
    return this.service.stats(viewer!);
  }

  @Auth()
  @Query(() => [PopularCut], { description: 'Cortes por uso (citas completadas), el más usado primero.' })
  popularCuts(@Arg('limit', () => Int, { nullable: true }) limit: number | null): Promise<PopularCut[]> {
    return this.service.popularCuts(limit);
  }
}

import { Arg, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { StatsService } from './stats.service';
import { PopularCut, Stats } from './stats.types';

@Resolver()
export class StatsResolver {
  constructor(private readonly service: StatsService) {}

  @Auth(Role.ADMIN)
  @Query(() => Stats, { description: 'Estadísticas del negocio y del panel.' })
  stats(): Promise<Stats> {
    return this.service.stats();
  }

  @Auth()
  @Query(() => [PopularCut], { description: 'Cortes por uso (citas completadas), el más usado primero.' })
  popularCuts(@Arg('limit', () => Int, { nullable: true }) limit: number | null): Promise<PopularCut[]> {
    return this.service.popularCuts(limit);
  }
}

import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import { Role } from '../../domain/role';
import { Cut } from './cut.entity';
import { CutInput } from './cut.inputs';
import { CutService } from './cut.service';

@Resolver()
export class CutResolver {
  constructor(private readonly service: CutService) {}

  @Public()
  @Query(() => [Cut], { description: 'El catálogo de cortes, por nombre.' })
  cuts(): Promise<Cut[]> {
    return this.service.list();
  }

  @Public()
  @Query(() => Cut, { description: 'Un corte del catálogo.' })
  cut(@Arg('id', () => ID) id: string): Promise<Cut> {
    return this.service.get(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Cut, { description: 'Añade un corte al catálogo.' })
  createCut(@Arg('input', () => CutInput) input: CutInput): Promise<Cut> {
    return this.service.create(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Cut, { description: 'Cambia un corte del catálogo.' })
  updateCut(@Arg('id', () => ID) id: string, @Arg('input', () => CutInput) input: CutInput): Promise<Cut> {
    return this.service.update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, { description: 'Quita un corte del catálogo; devuelve su id.' })
  deleteCut(@Arg('id', () => ID) id: string): Promise<string> {
    return this.service.delete(id);
  }
}

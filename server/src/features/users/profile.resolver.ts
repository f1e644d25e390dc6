import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { ProfileInput } from './profile.inputs';
import { ProfileService } from './profile.service';
import { User } from './user.entity';

@Resolver()
export class ProfileResolver {
  constructor(private readonly service: ProfileService) {}

  @Auth()
  @Query(() => User, { description: 'El perfil del usuario de la sesión.' })
  profile(@Ctx() { viewer }: Context): Promise<User> {
    return this.service.get(viewer!);
  }

  @Auth()
  @Mutation(() => User, {
    description:
      'Cambia el nombre, el email o el teléfono del usuario de la sesión. Un email nuevo pide la contraseña actual, queda sin verificar y el anterior recibe un enlace para deshacer el cambio.',
  })
  updateProfile(
    @Ctx() { viewer, clientIp }: Context,
    @Arg('input', () => ProfileInput) input: ProfileInput,
  ): Promise<User> {
    return this.service.update(viewer!, input, clientIp);
  }
}

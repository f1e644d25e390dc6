import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { ProfileService } from '../users/profile.service';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { AuthPayload, RegisterInput } from './auth.types';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly profile: ProfileService,
  ) {}

  @Public()
  @Mutation(() => User, { description: 'Crea una cuenta de cliente.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() { clientIp }: Context): Promise<User> {
    return this.auth.register(input, clientIp);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Inicia sesión y devuelve el token.' })
  login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() { clientIp }: Context,
  ): Promise<AuthPayload> {
    return this.auth.login(email, password, clientIp);
  }

  @Auth()
  @Query(() => User, { description: 'El usuario de la sesión.' })
  me(@Ctx() { viewer }: Context): Promise<User> {
    return this.profile.get(viewer!);
  }
}

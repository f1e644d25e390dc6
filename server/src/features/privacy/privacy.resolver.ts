import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { MyData } from './my-data.type';
import { PrivacyService } from './privacy.service';

@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Auth()
  @Query(() => MyData, {
    description:
      'Copia de todos los datos de la persona de la sesión: perfil, citas, citas canceladas y la nota del barbero sobre ella.',
  })
  myData(@Ctx() { viewer }: Context): Promise<MyData> {
    return this.privacy.export(viewer!);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'El cliente elimina su cuenta (con su contraseña): se liberan sus citas pendientes y confirmadas; las demás quedan sin datos personales. El administrador no puede.',
  })
  deleteMyAccount(
    @Ctx() { viewer, clientIp }: Context,
    @Arg('password', () => String) password: string,
  ): Promise<boolean> {
    return this.privacy.deleteOwnAccount(viewer!, password, clientIp);
  }
}

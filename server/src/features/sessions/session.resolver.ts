import { Ctx, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { SessionService } from './session.service';

@Resolver()
export class SessionResolver {
  constructor(private readonly sessions: SessionService) {}

  @Auth()
  @Mutation(() => Boolean, { description: 'Cierra la sesión del token presentado; deja de valer al momento.' })
  async logout(@Ctx() { viewer }: Context): Promise<boolean> {
    if (viewer?.sessionId) await this.sessions.revoke(viewer.sessionId);
    return true;
  }

  @Auth()
  @Mutation(() => String, {
    description:
      'Alarga la sesión del token presentado (7 días desde ahora, nunca más de 30 días desde el inicio de sesión) y devuelve su token nuevo; el anterior sigue valiendo hasta que caduque.',
  })
  renewSession(@Ctx() { viewer }: Context): Promise<string> {
    return this.sessions.renew(viewer!);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Cierra todas las sesiones del usuario, en todos los dispositivos.' })
  async logoutAll(@Ctx() { viewer }: Context): Promise<boolean> {
    await this.sessions.revokeAll(viewer!.id);
    return true;
  }
}

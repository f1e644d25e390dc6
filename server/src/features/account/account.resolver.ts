import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { User } from '../users/user.entity';
import { ChangePasswordInput, ResetPasswordInput } from './account.inputs';
import type { AccountService } from './account.service';

@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Public()
  @Mutation(() => String, {
    description:
      'Envía un enlace para restablecer la contraseña; siempre la misma respuesta, en el mismo tiempo (el enlace se prepara después de responder).',
  })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() { clientIp }: Context): Promise<string> {
    return this.account.requestPasswordReset(email, clientIp);
  }

  @Public()
  @Query(() => Boolean, {
    description: 'Si el enlace para restablecer la contraseña aún sirve; no lo gasta ni dice de qué cuenta es.',
  })
  passwordResetLinkValid(@Arg('token', () => String) token: string): Promise<boolean> {
    return this.account.passwordResetLinkValid(token);
  }

  @Public()
  @Mutation(() => String, { description: 'Fija la contraseña nueva con el enlace del correo (un solo uso, 1 hora).' })
  resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() { clientIp }: Context,
  ): Promise<string> {
    return this.account.resetPassword(input, clientIp);
  }

  @Public()
  @Mutation(() => String, { description: 'Verifica el email con el enlace del correo.' })
  verifyEmail(@Arg('token', () => String) token: string): Promise<string> {
    return this.account.verifyEmail(token);
  }

  @Auth()
  @Mutation(() => String, { description: 'Envía otro enlace de verificación al email de la sesión.' })
  resendVerification(@Ctx() { viewer, clientIp }: Context): Promise<string> {
    return this.account.resendVerification(viewer!, clientIp);
  }

  @Auth()
  @Mutation(() => User, { description: 'Cambia la contraseña; las demás sesiones del usuario terminan.' })
  changePassword(
    @Ctx() { viewer, clientIp }: Context,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<User> {
    return this.account.changePassword(viewer!, input, clientIp);
  }
}

import { Arg, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-directives';
import type { EmailChangeService } from './email-change.service';

@Resolver()
export class EmailChangeResolver {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Public()
  @Mutation(() => String, {
    description:
      'Con el enlace enviado al email anterior tras un cambio de email (un solo uso, 7 días): lo vuelve a poner, cierra todas las sesiones de la cuenta, anula la contraseña y envía a ese email un enlace para elegir otra.',
  })
  revertEmailChange(@Arg('token', () => String) token: string): Promise<string> {
    return this.emailChanges.revert(token);
  }
}

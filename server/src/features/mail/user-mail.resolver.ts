import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directives';
import { User } from '../users/user.entity';
import type { MailService } from './mail.service';

/** The account's switches that are worked out rather than stored as they read. */
@Resolver(() => User)
export class UserMailResolver {
  constructor(private readonly mail: MailService) {}

  @Auth()
  @FieldResolver(() => Boolean, {
    description:
      'Quiere «Recordatorios para volver» (¿Toca corte?): lo que eligió o, si nunca eligió, sí cuando ya tiene una cita completada.',
  })
  mailRebook(@Root() user: User): Promise<boolean> {
    return this.mail.wantsRebook(user);
  }
}

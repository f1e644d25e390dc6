import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../graphql/auth-directives';
import type { Context } from '../../graphql/context';
import { PushSubscriptionInput } from './push.inputs';
import { PushService } from './push.service';

/** Issue 34: push notifications on the user's devices. */
@Resolver()
export class PushResolver {
  constructor(private readonly service: PushService) {}

  @Public()
  @Query(() => String, {
    description: 'La clave pública VAPID (base64url) con la que el navegador se suscribe (`applicationServerKey`).',
  })
  pushPublicKey(): string {
    return this.service.publicKey();
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Activa las notificaciones en este dispositivo para la cuenta de la sesión. La misma dirección otra vez la actualiza (también si era de otra cuenta). BAD_USER_INPUT: dirección que no es https: o claves que no son base64url.',
  })
  subscribePush(
    @Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput,
    @Ctx() { viewer }: Context,
  ): Promise<boolean> {
    return this.service.subscribe(viewer!, input);
  }

  @Auth()
  @Mutation(() => Boolean, {
    description: 'Desactiva las notificaciones de un dispositivo de la cuenta de la sesión (su dirección).',
  })
  unsubscribePush(@Arg('endpoint', () => String) endpoint: string, @Ctx() { viewer }: Context): Promise<boolean> {
    return this.service.unsubscribe(viewer!, endpoint);
  }
}

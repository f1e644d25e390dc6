import { Field, InputType } from 'type-graphql';

@InputType({
  description: 'La suscripción del navegador (`PushSubscription.toJSON()`): dónde enviar y con qué claves.',
})
export class PushSubscriptionInput {
  @Field(() => String, { description: 'La dirección de su servicio de notificaciones (https:).' }) endpoint: string;
  @Field(() => String, { description: 'La clave pública del dispositivo (`keys.p256dh`, base64url).' }) p256dh: string;
  @Field(() => String, { description: 'El secreto del dispositivo (`keys.auth`, base64url).' }) auth: string;
}

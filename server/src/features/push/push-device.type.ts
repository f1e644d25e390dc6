import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un dispositivo que recibe notificaciones de la cuenta (issue 34); sin sus claves.' })
export class PushDevice {
  @Field(() => String, { description: 'La dirección de su servicio de notificaciones.' }) endpoint: string;
  @Field(() => Date, { description: 'Cuándo se activaron las notificaciones en él.' }) createdAt: Date;
}

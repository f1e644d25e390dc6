import { Field, ObjectType } from 'type-graphql';
import { Appointment } from '../appointments/appointment.entity';
import { ClientCancellation } from '../appointments/client-cancellation.type';
import { User } from '../users/user.entity';
import { PushDevice } from '../push/push-device.type';
import { WaitlistEntry } from '../waitlist/waitlist-entry.type';

@ObjectType({ description: 'Todo lo que la barbería guarda de la persona de la sesión (RGPD, derecho de acceso).' })
export class MyData {
  @Field(() => Date) exportedAt: Date;
  @Field(() => User) profile: User;

  @Field(() => [Appointment], { description: 'Todas sus citas, también las quitadas de la lista.' })
  appointments: Appointment[];

  @Field(() => [ClientCancellation], {
    description: 'Las citas que canceló: lo que queda de ellas para las estadísticas (decisión 0027).',
  })
  cancellations: ClientCancellation[];

  @Field(() => String, {
    nullable: true,
    description: 'La nota privada que el barbero escribió sobre esta persona (issue 33); null si no hay.',
  })
  barberNotes: string | null;

  @Field(() => [WaitlistEntry], { description: 'Los días en cuya lista de espera está (issue 33).' })
  waitlist: WaitlistEntry[];

  @Field(() => [PushDevice], {
    description: 'Los dispositivos en los que activó las notificaciones (issue 34): su dirección y desde cuándo.',
  })
  pushDevices: PushDevice[];
}

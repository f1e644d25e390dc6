import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Ajustes de correo del negocio.' })
export class MailSettingsInput {
  @Field(() => Int) reminderHoursBefore: number;
  @Field(() => Boolean) notifyBarber: boolean;
}

@InputType({ description: 'Qué correos quiere recibir el usuario de la sesión.' })
export class MailPreferencesInput {
  @Field(() => Boolean, { description: 'Recordatorios antes de cada cita.' })
  reminders: boolean;

  @Field(() => Boolean, { description: 'Correos de reserva recibida, confirmada, rechazada, cambiada o cancelada.' })
  bookings: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: '«Recordatorios para volver» (¿Toca corte?); sin él, queda como estaba.',
  })
  rebook?: boolean | null;
}

import { Field, ID, InputType } from 'type-graphql';
import { AppointmentInput } from './appointment.inputs';

@InputType({
  description:
    'Cita que crea el barbero (en la barbería o por teléfono): para un cliente registrado (clientId) o para alguien sin cuenta (walkInName y, si lo da, walkInPhone).',
})
export class BarberAppointmentInput extends AppointmentInput {
  @Field(() => ID, { nullable: true, description: 'El cliente registrado; sin él, walkInName.' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Nombre de quien no tiene cuenta.' })
  walkInName?: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono de quien no tiene cuenta (opcional).' })
  walkInPhone?: string | null;
}

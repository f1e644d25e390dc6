import { Field, ID, InputType } from 'type-graphql';
import { AppointmentInput } from './appointment.inputs';

@InputType({
  description:
    'Cita que crea el barbero (en la barbería o por teléfono): para un cliente registrado (clientId) o para alguien sin cuenta (walkInName y, si lo da, walkInPhone). Sin antelación mínima ni límite de días por adelantado.',
})
export class BarberAppointmentInput extends AppointmentInput {
  @Field(() => ID, {
    nullable: true,
    description: 'El barbero (issue 32); sin él, el de quien reserva o, si no corta, el primero activo.',
  })
  override barberId?: string | null;

  @Field(() => ID, { nullable: true, description: 'El cliente registrado; sin él, walkInName.' })
  clientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Nombre de quien no tiene cuenta.' })
  walkInName?: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono de quien no tiene cuenta (opcional).' })
  walkInPhone?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'El barbero confirmó «Fuera del horario, ¿reservar igualmente?»: fuera del horario de atención, en un descanso o en un día cerrado. Sin él, esas horas se rechazan diciendo la regla. Nunca permite solapar otra cita.',
  })
  outsideHours?: boolean | null;
}

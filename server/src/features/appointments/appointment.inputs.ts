import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Reserva o edición de una cita (SPEC §5). El precio y la duración salen del corte.' })
export class AppointmentInput {
  @Field(() => ID, { nullable: true, description: 'El corte; sin él, cutType lo elige por su nombre.' })
  cutId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'El nombre del corte (SPEC §3), sin distinguir mayúsculas; se usa solo si no llega cutId.',
  })
  cutType?: string | null;

  @Field(() => String, { description: 'YYYY-MM-DD, día de la barbería.' }) date: string;
  @Field(() => String, {
    description: 'HH:MM, en intervalos de 30 minutos dentro del horario de ese día (availableSlots da los libres).',
  })
  time: string;
  @Field(() => String, { nullable: true }) note?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'El barbero (issue 32). Sin él: al reservar, «Cualquiera» (el servidor elige uno libre); al editar, el de la cita.',
  })
  barberId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'De dónde viene la reserva: rebook_reminder (el enlace de «¿Toca corte?»); sin él, la app. Solo al reservar.',
  })
  source?: string | null;
}

@InputType({ description: 'Otro día u hora para una cita; el servicio, el precio y el estado no cambian.' })
export class MoveAppointmentInput {
  @Field(() => String, { description: 'YYYY-MM-DD, día de la barbería.' }) date: string;
  @Field(() => String, { description: 'HH:MM, uno de los horarios cada 30 minutos.' }) time: string;
  @Field(() => ID, { nullable: true, description: 'Otro barbero (una reasignación); sin él, el de la cita.' })
  barberId?: string | null;
}

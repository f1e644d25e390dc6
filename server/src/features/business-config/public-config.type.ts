import { Field, ObjectType } from 'type-graphql';
import { OpeningHours } from './opening-hours.types';
import { BookingBreak } from './booking-rules.entity';
import { ClosedDate } from './closed-date.entity';
import type { DayHours } from '../../../../common/opening-hours';

/** How many closures the clients' «Horario de atención» lists: the next few, not the year's calendar. */
export const NEXT_CLOSURES = 3;

@ObjectType({ description: 'Lo que cualquiera puede ver del negocio; nulos mientras no se configure.' })
export class PublicConfig {
  @Field(() => String, { nullable: true }) businessName: string | null;
  @Field(() => String, { nullable: true }) adminName: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) instagram: string | null;

  @Field(() => [OpeningHours], {
    description: 'El horario guardado o, si no hay, el habitual: lunes a viernes 8–18, sábado 8–16, domingo cerrado.',
  })
  openingHours: DayHours[];

  @Field(() => [BookingBreak], {
    description: 'Los descansos semanales (uno por día), por día y hora: los de las reglas de reserva (issue 31).',
  })
  breaks?: BookingBreak[];

  @Field(() => [ClosedDate], {
    description: `Los próximos cierres (como mucho ${NEXT_CLOSURES}) en curso o que empiezan dentro del horizonte de reserva, el más próximo primero (issue 31).`,
  })
  nextClosures?: ClosedDate[];

  @Field(() => String, {
    description: 'Zona horaria IANA de la barbería (SHOP_TIMEZONE): la de todas sus fechas y horas.',
  })
  timeZone: string;

  @Field(() => Boolean, { description: 'Falso hasta que el administrador guarda los datos del negocio.' })
  configured: boolean;
}

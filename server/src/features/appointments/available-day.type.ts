import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { DayUnavailableReason as DayReason } from '../../../../common/booking/available-days';
import { stringEnum, type EnumValue } from '../../domain/string-enum';

/** Why a day of the booking strip has no free time; the values are common/booking's own. */
export const DayUnavailableReason = stringEnum(['PAST', 'CLOSED', 'TOO_FAR', 'TOO_SOON', 'FULL']);
export type DayUnavailableReason = EnumValue<typeof DayUnavailableReason>;
// The two vocabularies are one: a reason added in common/ without its name here does not compile.
const sameReasons: [DayReason, DayUnavailableReason] extends [DayUnavailableReason, DayReason] ? true : never = true;
void sameReasons;

registerEnumType(DayUnavailableReason, {
  name: 'DayUnavailableReason',
  description:
    'Por qué un día no tiene horas libres: PAST ya pasó, CLOSED la barbería no abre (horario semanal o cierre), TOO_FAR más allá del horizonte de reserva, TOO_SOON la antelación mínima (u hoy ya terminó), FULL todo ocupado o el servicio no cabe.',
});

@ObjectType({
  description: 'Un día de la tira de reserva: sus horas libres para un corte y, si no hay ninguna, por qué.',
})
export class AvailableDay {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => [String], { description: 'Horas (HH:MM) que un cliente puede reservar ese día, las de availableSlots.' })
  free: string[];

  @Field(() => DayUnavailableReason, { nullable: true, description: 'Solo cuando free está vacío.' })
  reason: DayUnavailableReason | null;

  @Field(() => String, {
    nullable: true,
    description:
      'El motivo en palabras de la barbería («Completo: …», «La barbería no abre ese día»…), para mostrarlo.',
  })
  message: string | null;
}

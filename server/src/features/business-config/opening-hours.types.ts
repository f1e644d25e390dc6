import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { DayHours } from '../../../../common/opening-hours';

@ObjectType({ description: 'El horario de un día; `open` y `close` nulos cuando cierra.' })
export class OpeningHours implements DayHours {
  @Field(() => Int, { description: 'Día ISO: 1 lunes … 7 domingo.' }) weekday: number;
  @Field(() => String, { nullable: true, description: 'HH:MM (hora de la barbería).' }) open: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM (hora de la barbería).' }) close: string | null;
}

@InputType({ description: 'El horario de un día; deja `open` y `close` vacíos si cierra.' })
export class OpeningHoursInput {
  @Field(() => Int) weekday: number;
  @Field(() => String, { nullable: true }) open?: string | null;
  @Field(() => String, { nullable: true }) close?: string | null;
}

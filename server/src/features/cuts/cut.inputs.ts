import { Field, Float, InputType, Int } from 'type-graphql';

@InputType({ description: 'Alta o edición de un corte (SPEC §5).' })
export class CutInput {
  @Field(() => String) name: string;
  @Field(() => String) description: string;
  @Field(() => Float, { description: 'Dólares, como mucho 2 decimales.' }) price: number;
  @Field(() => Int, { description: 'Minutos, de 1 a 480.' }) duration: number;
  @Field(() => Int, { nullable: true, description: 'Días hasta «¿Toca corte?», de 1 a 365; null o ausente, nunca.' })
  rebookAfterDays?: number | null;
}

import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Las citas por llegar de un cliente frente a su máximo (reglas de reserva).' })
export class LiveBookingsRoom {
  @Field(() => Int, { description: 'Citas pendientes o confirmadas que aún no empezaron.' })
  live: number;

  @Field(() => Int, { description: 'Las que la cuenta puede tener a la vez (menos sin email verificado).' })
  max: number;

  @Field(() => String, {
    nullable: true,
    description: 'Por qué no puede reservar otra, como lo diría la reserva; null mientras puede.',
  })
  refusal: string | null;
}

import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Una persona en la lista de espera de un día (issue 33): se le avisa por correo cuando se libera una hora que le sirve.',
})
export class WaitlistEntry {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'El día que espera, YYYY-MM-DD (de la barbería).' }) date: string;
  @Field(() => ID) cutId: string;
  @Field(() => ID, { nullable: true, description: 'El barbero que quiere; null: «Cualquiera».' })
  barberId: string | null;
  @Field(() => String, { nullable: true, description: 'Su nombre; null: «Cualquiera».' })
  barberName: string | null;
  @Field(() => String, { nullable: true, description: 'Desde qué hora puede (HH:MM); null: desde que abre.' })
  from: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Hasta qué hora (HH:MM) debe haber terminado; null: hasta que cierra.',
  })
  to: string | null;
  @Field(() => Date) createdAt: Date;

  clientId: string;
}

@ObjectType({ description: 'La lista de espera de un día cambió: cuántas personas esperan ahora.' })
export class WaitlistChange {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Int) count: number;
}

/** What travels on the bus: the day only; each subscriber hears the count as it is when it arrives. */
export interface WaitlistChangedEvent {
  date: string;
}

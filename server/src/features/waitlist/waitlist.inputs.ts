import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Apuntarse a la lista de espera de un día.' })
export class WaitlistInput {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date: string;
  @Field(() => ID) cutId: string;
  @Field(() => ID, { nullable: true, description: 'Un barbero; sin él, «Cualquiera».' }) barberId?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM: desde qué hora puede venir.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM: a qué hora debe haber terminado.' }) to?: string | null;
}

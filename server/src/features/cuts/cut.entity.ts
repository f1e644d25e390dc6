import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { MoneyColumn, TimestampedRecord } from '../../db/record-columns';

@ObjectType({ description: 'Un servicio (corte) del catálogo.', simpleResolvers: true })
@Entity({ name: 'cuts' })
export class Cut extends TimestampedRecord {
  /** 2..80 characters, unique regardless of case. */
  @Field(() => String) @Column({ type: 'text' }) name: string;
  @Field(() => String) @Column({ type: 'text' }) description: string;

  @Field(() => Float, { description: 'Precio en dólares, con centavos.' })
  @MoneyColumn()
  price: number;

  @Field(() => Int, { description: 'Duración en minutos.' })
  @Column({ type: 'integer' })
  duration: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Cada cuántos días suele tocar otra vez (1 a 365): «¿Toca corte?» escribe al cliente pasado ese tiempo; null, nunca.',
  })
  @Column({ type: 'integer', name: 'rebook_after_days', nullable: true })
  rebookAfterDays: number | null;
}

import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { moneyTransformer } from '../../db/money';

@ObjectType({ description: 'Un servicio (corte) del catálogo.', simpleResolvers: true })
@Entity({ name: 'cuts' })
export class Cut {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 2..80 characters, unique regardless of case. */
  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  @Field(() => Float, { description: 'Precio en dólares, con centavos.' })
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyTransformer })
  price: number;

  @Field(() => Int, { description: 'Duración en minutos.' })
  @Column({ type: 'integer' })
  duration: number;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

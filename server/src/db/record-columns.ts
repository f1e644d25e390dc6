import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { moneyTransformer } from './money';

/** The uuid key and the timestamps Postgres keeps for the records clients and the barber create. */
@ObjectType({ simpleResolvers: true })
export abstract class TimestampedRecord {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

/** A price in dollars: exact cents in Postgres, a number once read (see moneyTransformer). */
export const MoneyColumn = () => Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyTransformer });

import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import type { DayHours } from '../../../../common/opening-hours';
import { TimestampedRecord } from '../../db/record-columns';
import { BookingBreak, type BookingBreakValue } from '../business-config/booking-rules.entity';
import { OpeningHours } from '../business-config/opening-hours.types';

/**
 * Someone who cuts hair here (issue 32). The owner is the first one, linked to the admin account; others may
 * have an account of role BARBER. `cutIds` null: every cut, the new ones included. `hours` null: the shop's.
 */
@ObjectType({ description: 'Un barbero de la barbería.', simpleResolvers: true })
@Entity({ name: 'barbers' })
export class Barber extends TimestampedRecord {
  @Field(() => String) @Column({ type: 'text' }) name: string;

  @Field(() => String, { nullable: true, description: 'Presentación breve (hasta 300 caracteres).' })
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Field(() => Boolean, { description: 'Los inactivos no reciben reservas ni se muestran a los clientes.' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field(() => Int, { description: 'Orden en que se muestran (menor primero).' })
  @Column({ type: 'integer', name: 'display_order', default: 0 })
  order: number;

  @Field(() => String, { description: 'Tono del diseño: green, blue, amber, violet, teal o rose.' })
  @Column({ type: 'text', default: 'green' })
  color: string;

  /** Null: every cut of the catalogue (see cutIds on the GraphQL type, which answers them). */
  @Column({ type: 'uuid', name: 'cut_ids', array: true, nullable: true })
  cutIdList: string[] | null;

  @Field(() => ID, { nullable: true, description: 'La cuenta con la que entra, si tiene.' })
  @Column({ type: 'uuid', name: 'user_id', nullable: true })
  userId: string | null;

  /** Null: the shop's opening hours. */
  @Column({ type: 'jsonb', nullable: true })
  hours: DayHours[] | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  breaks: BookingBreakValue[];
}

/** A barber's own week as the API answers it. */
@ObjectType({ description: 'El horario propio de un barbero; `followsShop` cuando sigue el de la barbería.' })
export class BarberWeek {
  @Field(() => Boolean) followsShop: boolean;
  @Field(() => [OpeningHours], { description: 'El horario en vigor para ese barbero (el propio o el de la barbería).' })
  hours: DayHours[];
  @Field(() => [BookingBreak], { description: 'Sus descansos propios (además de los de la barbería).' })
  breaks: BookingBreakValue[];
}

import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OpeningHours } from './opening-hours.types';
import type { DayHours } from '../../../../common/opening-hours';

/** The shop's settings: a single row (id 1), absent until the admin saves them or the demo seed runs. */
@ObjectType({ description: 'Los datos del negocio que edita el administrador.' })
@Entity({ name: 'business_config' })
export class BusinessConfig {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Field(() => String) @Column({ type: 'text', name: 'business_name' }) businessName: string;
  @Field(() => String) @Column({ type: 'text', name: 'admin_name' }) adminName: string;
  @Field(() => String) @Column({ type: 'text' }) phone: string;
  @Field(() => String) @Column({ type: 'text' }) address: string;
  @Field(() => String) @Column({ type: 'text' }) email: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) instagram: string | null;

  @Field(() => [OpeningHours], { description: 'Un elemento por día ISO (1 lunes … 7 domingo).' })
  @Column({ type: 'jsonb', name: 'opening_hours' })
  openingHours: DayHours[];

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

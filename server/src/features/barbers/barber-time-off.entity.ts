import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Days a barber does not work (issue 32): a day or a range, with a note («Vacaciones», «Curso»). */
@ObjectType({ description: 'Días libres de un barbero, de startDate a endDate (incluidos).' })
@Entity({ name: 'barber_time_off' })
export class BarberTimeOff {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Field(() => ID) @Column({ type: 'uuid', name: 'barber_id' }) barberId: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) @Column({ type: 'date', name: 'start_date' }) startDate: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) @Column({ type: 'date', name: 'end_date' }) endDate: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) note: string | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}

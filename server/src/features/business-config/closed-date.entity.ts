import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A day or range the shop is closed (holidays, vacation): nothing is booked inside it. */
@ObjectType({ description: 'Un cierre: un día o un rango de días sin reservas, con una nota opcional.' })
@Entity({ name: 'closed_dates' })
export class ClosedDate {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String, { description: 'Primer día cerrado, YYYY-MM-DD.' })
  @Column({ type: 'date', name: 'start_date' })
  startDate: string;

  @Field(() => String, { description: 'Último día cerrado, YYYY-MM-DD (igual a startDate si es un solo día).' })
  @Column({ type: 'date', name: 'end_date' })
  endDate: string;

  @Field(() => String, { nullable: true, description: "Por ejemplo 'Vacaciones'." })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}

@InputType({ description: 'Un cierre; sin endDate es un solo día.' })
export class ClosedDateInput {
  @Field(() => String) startDate: string;
  @Field(() => String, { nullable: true }) endDate?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}

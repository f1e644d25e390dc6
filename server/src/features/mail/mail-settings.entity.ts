import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The shop's mail settings: one row (id 1), created with defaults by the migration. */
@ObjectType({ description: 'Correos y recordatorios del negocio.' })
@Entity({ name: 'mail_settings' })
export class MailSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Field(() => Int, { description: 'Horas antes de la cita en que se envía el recordatorio; 0 = sin recordatorios.' })
  @Column({ type: 'integer', name: 'reminder_hours_before' })
  reminderHoursBefore: number;

  @Field(() => Boolean, { description: 'Avisar al barbero de cada reserva nueva y de cada cancelación de un cliente.' })
  @Column({ type: 'boolean', name: 'notify_barber' })
  notifyBarber: boolean;

  @Field(() => Date)
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { Cut } from '../cuts/cut.entity';
import { User } from '../users/user.entity';
import { AppointmentStatus } from './appointment-status';
import { MoneyColumn, TimestampedRecord } from '../../db/record-columns';

/**
 * A booking. cutType, price and duration are copied from the cut when booked, so deleting or
 * repricing a cut never rewrites history. `client` and `cut` are resolved by the resolver
 * (through DataLoader), not as plain fields.
 */
@ObjectType({ description: 'Una cita de un cliente.', simpleResolvers: true })
@Entity({ name: 'appointments' })
export class Appointment extends TimestampedRecord {
  @Field(() => ID, {
    nullable: true,
    description: 'Null cuando la cuenta del cliente fue eliminada o la cita es de alguien sin cuenta (walkInName).',
  })
  @Column({ type: 'uuid', name: 'client_id', nullable: true })
  clientId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: User | null;

  @Field(() => String, {
    nullable: true,
    description: 'Nombre de quien reservó sin cuenta (en la barbería o por teléfono); null si es de un cliente.',
  })
  @Column({ type: 'text', name: 'walk_in_name', nullable: true })
  walkInName: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono de quien reservó sin cuenta, si lo dio.' })
  @Column({ type: 'text', name: 'walk_in_phone', nullable: true })
  walkInPhone: string | null;

  @Field(() => ID, { nullable: true, description: 'Null cuando el corte fue eliminado del catálogo.' })
  @Column({ type: 'uuid', name: 'cut_id', nullable: true })
  cutId: string | null;

  @ManyToOne(() => Cut, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'cut_id' })
  cut?: Cut | null;

  @Field(() => ID, {
    nullable: true,
    description: 'El barbero (issue 32); null solo en citas pasadas de un barbero que ya no existe.',
  })
  @Column({ type: 'uuid', name: 'barber_id', nullable: true })
  barberId: string | null;

  @Field(() => String, { description: 'Nombre del barbero al reservar (o al reasignar).' })
  @Column({ type: 'text', name: 'barber_name' })
  barberName: string;

  @Field(() => String, { description: 'Nombre del corte al reservar.' })
  @Column({ type: 'text', name: 'cut_type' })
  cutType: string;

  @Field(() => Float, { description: 'Precio del corte al reservar, en dólares.' })
  @MoneyColumn()
  price: number;

  @Field(() => Int, { description: 'Duración del corte al reservar, en minutos.' })
  @Column({ type: 'integer' })
  duration: number;

  @Field(() => String, { description: 'Día en la barbería, YYYY-MM-DD.' })
  @Column({ type: 'date' })
  date: string;

  @Field(() => String, { description: 'Hora de inicio en la barbería, HH:MM (24 h).' })
  @Column({ type: 'text' })
  time: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => AppointmentStatus)
  @Column({ type: 'text' })
  status: AppointmentStatus;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo (solo en CANCELLED).' })
  @Column({ type: 'text', name: 'rejection_reason', nullable: true })
  rejectionReason: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'De dónde vino la reserva: rebook_reminder (el correo «¿Toca corte?»); null, la app.',
  })
  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Field(() => Boolean, { description: 'Quitada de la lista del cliente (solo citas completadas).' })
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Field(() => Date, { description: 'Inicio como instante (UTC).' })
  @Column({ type: 'timestamptz', name: 'starts_at' })
  startsAt: Date;

  @Field(() => Date, { description: 'Fin como instante (UTC): inicio + duración.' })
  @Column({ type: 'timestamptz', name: 'ends_at' })
  endsAt: Date;

  /** endsAt plus the buffer in force at booking: the range the overlap constraint compares. */
  @Column({ type: 'timestamptz', name: 'blocked_until' })
  blockedUntil: Date;

  /** When the barber last set its status, by the server's clock, and who did: what «Deshacer» is judged by. */
  @Column({ type: 'timestamptz', name: 'status_changed_at', nullable: true })
  statusChangedAt: Date | null;

  // No foreign key: like the activity log's author, it names whoever acted, whatever becomes of the account.
  @Column({ type: 'uuid', name: 'status_changed_by', nullable: true })
  statusChangedBy: string | null;
}

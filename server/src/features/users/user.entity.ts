import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { Role } from '../../domain/role';
import { TimestampedRecord } from '../../db/record-columns';

@ObjectType({ description: 'Una cuenta: cliente o administrador.', simpleResolvers: true })
@Entity({ name: 'users' })
export class User extends TimestampedRecord {
  @Field(() => String) @Column({ type: 'text' }) name: string;

  /** Stored trimmed and lower-cased; unique regardless of case (see migration). */
  @Field(() => String) @Column({ type: 'text' }) email: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) phone: string | null;

  /** argon2id; never exposed: it has no @Field. */
  @Column({ type: 'text', name: 'password_hash', select: false })
  passwordHash: string;

  @Field(() => Role) @Column({ type: 'text' }) role: Role;
  @Field(() => Boolean) @Column({ type: 'boolean', name: 'is_verified', default: false }) isVerified: boolean;

  @Field(() => Boolean, { description: 'Quiere recordatorios antes de sus citas.' })
  @Column({ type: 'boolean', name: 'mail_reminders', default: true })
  mailReminders: boolean;

  @Field(() => Boolean, {
    description: 'Quiere correos de reserva recibida, confirmada, rechazada, cambiada o cancelada.',
  })
  @Column({ type: 'boolean', name: 'mail_bookings', default: true })
  mailBookings: boolean;

  /** «Recordatorios para volver» as chosen; null: never chosen (the field resolver gives the default). */
  @Column({ type: 'boolean', name: 'mail_rebook', nullable: true })
  mailRebookChoice: boolean | null;
}

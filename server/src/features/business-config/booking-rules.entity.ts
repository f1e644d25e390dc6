import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export interface BookingBreakValue {
  weekday: number;
  start: string;
  end: string;
}

@ObjectType({ description: 'Un descanso semanal: ese día no se reserva nada que lo pise.' })
export class BookingBreak implements BookingBreakValue {
  @Field(() => Int, { description: 'Día ISO: 1 lunes … 7 domingo.' }) weekday: number;
  @Field(() => String, { description: 'HH:MM (hora de la barbería).' }) start: string;
  @Field(() => String, { description: 'HH:MM (hora de la barbería).' }) end: string;
}

@InputType({
  description:
    'Un descanso semanal (HH:MM, en intervalos de 30 minutos) para un día (`weekday`) o para varios a la vez (`weekdays`): se guarda uno por día.',
})
export class BookingBreakInput {
  @Field(() => Int, { nullable: true, description: 'Día ISO: 1 lunes … 7 domingo. Sin `weekdays`.' })
  weekday?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Varios días ISO a la vez (al menos uno). Sin `weekday`.' })
  weekdays?: number[] | null;

  @Field(() => String) start: string;
  @Field(() => String) end: string;
}

/** The shop's booking rules: a single row (id 1), absent until saved; the defaults keep the old behaviour. */
@ObjectType({ description: 'Las reglas de reserva de la barbería (issue 15).' })
@Entity({ name: 'booking_rules' })
export class BookingRules {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Field(() => Int, { description: 'Minutos que quedan libres después de cada cita (0 = ninguno).' })
  @Column({ type: 'integer', name: 'buffer_minutes' })
  bufferMinutes: number;

  @Field(() => Int, { description: 'Horas de antelación mínima para reservar (0 = basta con que no haya pasado).' })
  @Column({ type: 'integer', name: 'min_notice_hours' })
  minNoticeHours: number;

  @Field(() => Int, { description: 'Días por adelantado hasta los que se puede reservar.' })
  @Column({ type: 'integer', name: 'horizon_days' })
  horizonDays: number;

  @Field(() => Int, {
    description:
      'Horas antes del inicio a partir de las que el cliente ya no cancela una cita confirmada (0 = siempre puede).',
  })
  @Column({ type: 'integer', name: 'cancellation_cutoff_hours' })
  cancellationCutoffHours: number;

  @Field(() => Int, {
    description: 'Citas pendientes o confirmadas aún por llegar que un cliente puede tener a la vez (1–50).',
  })
  @Column({ type: 'integer', name: 'max_live_bookings_per_client' })
  maxLiveBookingsPerClient: number;

  @Field(() => Int, {
    description: 'Lo mismo para una cuenta cuyo email aún no está verificado (1–50).',
  })
  @Column({ type: 'integer', name: 'max_live_bookings_unverified' })
  maxLiveBookingsUnverified: number;

  @Field(() => Int, {
    description: 'Minutos entre dos horas de inicio, desde la apertura: 10, 15, 20 o 30 (por defecto, 30).',
  })
  @Column({ type: 'smallint', name: 'slot_step_minutes' })
  slotStepMinutes: number;

  @Field(() => [BookingBreak])
  @Column({ type: 'jsonb' })
  breaks: BookingBreakValue[];

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

/** The rules as the services read and answer them: the row without its key and its timestamp. */
export type BookingRulesView = Omit<BookingRules, 'id' | 'updatedAt'>;

@InputType({
  description:
    'Las reglas de reserva; todas a la vez (sin los máximos de citas por cliente o el intervalo entre horas, se conservan los guardados).',
})
export class BookingRulesInput {
  @Field(() => Int) bufferMinutes: number;
  @Field(() => Int) minNoticeHours: number;
  @Field(() => Int) horizonDays: number;
  @Field(() => Int) cancellationCutoffHours: number;
  @Field(() => Int, { nullable: true }) maxLiveBookingsPerClient?: number | null;
  @Field(() => Int, { nullable: true }) maxLiveBookingsUnverified?: number | null;
  @Field(() => Int, { nullable: true }) slotStepMinutes?: number | null;
  @Field(() => [BookingBreakInput]) breaks: BookingBreakInput[];
}

import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { DayHours } from './opening-hours';

/** The shop's settings: a single row (id 1), absent until the admin saves them or the demo seed runs. */
@Entity({ name: 'business_config' })
export class BusinessConfig {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'text', name: 'business_name' })
  businessName: string;

  @Column({ type: 'text', name: 'admin_name' })
  adminName: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ type: 'text' })
  address: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  instagram: string | null;

  @Column({ type: 'jsonb', name: 'opening_hours' })
  openingHours: DayHours[];

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

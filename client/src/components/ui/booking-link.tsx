import type { ReactNode } from 'react';
import { BOOKING_PATH } from '@/lib/area-paths';
import { ButtonLink } from './button-link';

/** The client's way to the booking form, wherever a screen invites them to book. */
export function BookingLink({ children }: { children: ReactNode }) {
  return (
    <ButtonLink to={BOOKING_PATH} icon="calendarPlus">
      {children}
    </ButtonLink>
  );
}

import { bookingLinkPath } from '@common/booking/booking-link';
import { ButtonLink } from '@/components/ui/button-link';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { barbersForCut, useShopBarbers } from '@/lib/shop-barbers';

const RepeatBookingLinkFragment = graphql(`
  fragment RepeatBookingLink_appointment on Appointment {
    id
    status
    cutId
    cutType
    barberId
  }
`);

type RepeatBookingLinkProps = {
  appointment: FragmentType<typeof RepeatBookingLinkFragment>;
  className?: string;
};

/**
 * «Repetir» (issue 33): a completed appointment opens the booking form with the same cut, and its barber when the
 * form would ask «¿Con quién?» (more than one active barber does that cut) and he still does it. A cut no longer
 * in the catalogue (cutId null) cannot be booked again: no link.
 */
export function RepeatBookingLink({ appointment, className }: RepeatBookingLinkProps) {
  const data = getFragmentData(RepeatBookingLinkFragment, appointment);
  const { barbers } = useShopBarbers();
  if (data.status !== 'COMPLETED' || !data.cutId) return null;
  const choices = barbersForCut(barbers, data.cutId);
  const barberId = choices.length > 1 && choices.some((barber) => barber.id === data.barberId) ? data.barberId : null;
  return (
    <ButtonLink
      to={bookingLinkPath({ cutId: data.cutId, barberId })}
      variant="secondary"
      icon="refresh"
      className={className}
      aria-label={`Repetir: reservar otra vez ${data.cutType}`}
    >
      Repetir
    </ButtonLink>
  );
}

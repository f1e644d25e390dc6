import { useApolloClient } from '@apollo/client/react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useShopBrand } from '@/components/layout/shop-brand';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { googleCalendarLink } from '../utils/calendar-links';
import './add-to-calendar.css';

const AddToCalendarFragment = graphql(`
  fragment AddToCalendar_appointment on Appointment {
    id
    cutType
    date
    startsAt
    endsAt
  }
`);

const CalendarFileQuery = graphql(`
  query AppointmentCalendarFile($id: ID!) {
    appointmentCalendarFile(id: $id)
  }
`);

type AddToCalendarProps = { appointment: FragmentType<typeof AddToCalendarFragment> };

/** 'Añadir al calendario': the appointment's .ics (the same UID its mails carry) and a Google Calendar link. */
export function AddToCalendar({ appointment }: AddToCalendarProps) {
  const data = getFragmentData(AddToCalendarFragment, appointment);
  const client = useApolloClient();
  const shop = useShopBrand();

  const download = async () => {
    try {
      const { data: file } = await client.query({
        query: CalendarFileQuery,
        variables: { id: data.id },
        fetchPolicy: 'network-only',
      });
      if (!file) return;
      const url = URL.createObjectURL(
        new Blob([file.appointmentCalendarFile], { type: 'text/calendar;charset=utf-8' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `cita-${data.date}.ics`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudo descargar el calendario'));
    }
  };

  return (
    <div className="add-to-calendar" role="group" aria-label="Añadir al calendario">
      <Button variant="ghost" onClick={() => void download()}>
        <Icon name="calendarPlus" size={18} />
        Añadir al calendario
      </Button>
      <a
        className="btn btn--ghost"
        href={googleCalendarLink({ ...data, title: `${data.cutType} · ${shop.full}` })}
        target="_blank"
        rel="noopener noreferrer"
      >
        Google Calendar
      </a>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

const MyDataQuery = graphql(`
  query MyData {
    myData {
      exportedAt
      profile {
        id
        name
        email
        phone
        role
        isVerified
        mailReminders
        mailBookings
        mailRebook
        createdAt
        updatedAt
      }
      appointments {
        id
        cutType
        price
        duration
        date
        time
        note
        status
        rejectionReason
        hidden
        createdAt
        updatedAt
      }
      cancellations {
        appointmentId
        cutType
        price
        duration
        date
        time
        status
        bookedAt
        cancelledAt
      }
    }
  }
`);

/** 'Descargar mis datos': everything the shop keeps about the user, saved as a JSON file (GDPR access). */
export function useExportMyData() {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportData = useCallback(async () => {
    setExporting(true);
    await notifySucceeded(
      async () => {
        const { data } = await client.query({ query: MyDataQuery, fetchPolicy: 'network-only' });
        if (!data) throw new Error('Respuesta vacía del servidor');
        // Apollo's cache bookkeeping (__typename) is not the user's data.
        const withoutTypes = (key: string, value: unknown) => (key === '__typename' ? undefined : value);
        const blob = new Blob([JSON.stringify(data.myData, withoutTypes, 2)], { type: 'application/json' });
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `mis-datos-${data.myData.exportedAt.slice(0, 10)}.json`;
        link.click();
        URL.revokeObjectURL(url);
      },
      { success: 'Tus datos se han descargado', error: 'Error al descargar tus datos' },
    );
    setExporting(false);
  }, [client]);

  return { exportData, exporting };
}

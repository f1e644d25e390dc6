import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const ClientNotesQuery = graphql(`
  query ClientNotes($id: ID!) {
    clientNotes(id: $id) {
      clientId
      notes
      updatedAt
    }
  }
`);

/** The admin's private note on one client, from the cache once read (saving it updates the same entry). */
export function useClientNotes(clientId: string, { skip = false }: { skip?: boolean } = {}) {
  return useQuery(ClientNotesQuery, { variables: { id: clientId }, skip, fetchPolicy: 'cache-first' });
}

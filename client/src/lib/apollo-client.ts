import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { clearToken, getToken } from './auth-token';
import { bearer, GRAPHQL_PATH, graphqlWsUrl } from './graphql-endpoint';
import { keepListArgs } from './list-field-args';

const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

const authLink = new SetContextLink((prevContext) => {
  const authorization = bearer(getToken());
  if (!authorization) return {};
  return { headers: { ...prevContext.headers, Authorization: authorization } };
});

// graphql-ws "Unauthorized": the server ended the session this socket was opened with.
const SESSION_ENDED = 4401;
let socketToken: string | null = null;

const wsLink = new GraphQLWsLink(
  createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // Read on every (re)connect so a new login is picked up.
    connectionParams: () => {
      socketToken = getToken();
      const authorization = bearer(socketToken);
      return authorization ? { authorization } : {};
    },
    on: {
      // Signed out on another device (or the account deleted): forget the token here too, unless a new one replaced it.
      closed: (event) => {
        if ((event as CloseEvent).code === SESSION_ENDED && socketToken && getToken() === socketToken) clearToken();
      },
    },
  }),
);

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  authLink.concat(httpLink),
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache({
    typePolicies: {
      // Singletons without an id: normalised once, so screens selecting different fields share them.
      Stats: { keyFields: [] },
      BusinessConfig: { keyFields: [] },
      PublicConfig: { keyFields: [] },
      PeriodStats: { merge: true },
      Query: {
        fields: {
          // Lists that live updates place appointments into: they remember their own arguments.
          appointments: { merge: keepListArgs },
          myAppointments: { merge: keepListArgs },
          // An appointment already in a cached list opens without another request.
          appointment: {
            read: (existing, { args, toReference }) =>
              existing ?? (args?.id ? toReference({ __typename: 'Appointment', id: args.id }) : undefined),
          },
        },
      },
    },
  }),
});

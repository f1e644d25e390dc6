import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { tap } from 'rxjs';
import { dropRefusedToken, getToken } from './auth-token';
import { isNetworkFailure, markAnswered, markUnanswered } from './connectivity';
import { fetchOrEarly } from './early-answers';
import { bearer, GRAPHQL_PATH, graphqlWsUrl } from './graphql-endpoint';
import { keepListArgs } from './list-field-args';

const httpLink = new HttpLink({ uri: GRAPHQL_PATH, fetch: fetchOrEarly });

const authLink = new SetContextLink((prevContext) => {
  const authorization = bearer(getToken());
  if (!authorization) return {};
  return { headers: { ...prevContext.headers, Authorization: authorization } };
});

// graphql-ws "Unauthorized": the server ended the session this socket was opened with.
const SESSION_ENDED = 4401;
let socketToken: string | null = null;

// A proxy closes a socket that stays quiet (nginx after 60 s); a ping every 25 s keeps it open.
const KEEP_ALIVE_MS = 25_000;
const MAX_RETRY_WAIT_MS = 30_000;

/** Backs off 1, 2, 4 … up to 30 s (with jitter, so a restarted server is not met by every tab at once). */
const retryWait = (retries: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000),
  );

const wsLink = new GraphQLWsLink(
  createClient({
    url: graphqlWsUrl(),
    lazy: true,
    keepAlive: KEEP_ALIVE_MS,
    // A deploy or a proxy restart outlasts the library's default 5 attempts: live updates must come back.
    retryAttempts: Infinity,
    retryWait,
    // Read on every (re)connect so a new login is picked up.
    connectionParams: () => {
      socketToken = getToken();
      const authorization = bearer(socketToken);
      return authorization ? { authorization } : {};
    },
    on: {
      // What changed while the socket was down was never pushed: the screens ask for it again.
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) void apolloClient.refetchQueries({ include: 'active' });
      },
      // Signed out on another device (or the account deleted): forget the token here too, unless a new one replaced it.
      closed: (event) => {
        if ((event as CloseEvent).code === SESSION_ENDED) dropRefusedToken(socketToken);
      },
    },
  }),
);

// Issue 34: any answer means the server is reachable; a request with no answer at all means it is not (offline banner).
const reachabilityLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap({
      next: markAnswered,
      error: (error: unknown) => (isNetworkFailure(error) ? markUnanswered() : markAnswered()),
    }),
  ),
);

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  ApolloLink.from([reachabilityLink, authLink, httpLink]),
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
      // One note per client (issue 33): the clients list and the day view's cards share it.
      ClientNotes: { keyFields: ['clientId'] },
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

import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

export const SUBSCRIPTION_OVER_HTTP_MESSAGE =
  'Las suscripciones se abren por WebSocket (protocolo graphql-ws) en /graphql, no por HTTP';

/**
 * Apollo Server runs a subscription sent over HTTP as if it were a query: the resolver gets no event and
 * the client an internal error. It is the caller's mistake, so it is refused and told where to go.
 */
export function subscriptionsOverHttpPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(SUBSCRIPTION_OVER_HTTP_MESSAGE, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        },
      };
    },
  };
}

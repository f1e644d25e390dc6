import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
// A stylesheet, not an inline <style>: the page's Content-Security-Policy allows styles from the origin only.
import './graphiql-page.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@/lib/auth-token';
import { bearer, GRAPHQL_PATH, graphqlWsUrl } from '@/lib/graphql-endpoint';

// GraphQL explorer: HTTP for queries/mutations, graphql-ws for subscriptions.
// The signed-in app's token (localStorage "token") is sent automatically;
// a header typed in the Headers tab overrides it.
const withToken: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const authorization = bearer(getToken());
  if (authorization && !headers.has('authorization')) headers.set('authorization', authorization);
  return fetch(input, { ...init, headers });
};

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  fetch: withToken,
  wsClient: createClient({
    url: graphqlWsUrl(),
    lazy: true,
    connectionParams: () => {
      const authorization = bearer(getToken());
      return authorization ? { authorization } : {};
    },
  }),
});

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);

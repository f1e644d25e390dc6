import { bearer } from './graphql-endpoint';

/**
 * Decision 0043: the page's early script (app/early/role-preload.ts) sends the session check and the home's
 * query as soon as the page arrives, long before Apollo Client is in; Apollo's first identical request takes
 * that answer instead of asking again.
 */
export type EarlyAnswer = {
  /** The query text, as Apollo prints it (with its __typename fields): only an identical request takes it. */
  query: string;
  /** The token it was sent with: a request made with another (a new sign-in) asks the server itself. */
  token: string;
  /** When it was sent (performance.now()). */
  sentAt: number;
  answer: Promise<{ status: number; type: string; text: string }>;
};

export type EarlyAnswers = Record<string, EarlyAnswer>;

declare global {
  interface Window {
    __barberiaEarly?: EarlyAnswers;
  }
}

// An answer kept longer would be old news: only the page's own start takes one.
const FRESH_FOR_MS = 10_000;

/** The early answer to this request, taken once; null when there is none it may take. */
function takeEarly(init: RequestInit | undefined): EarlyAnswer | null {
  const answers = window.__barberiaEarly;
  if (!answers || typeof init?.body !== 'string') return null;
  let body: { operationName?: string; query?: string; variables?: Record<string, unknown> };
  try {
    body = JSON.parse(init.body) as typeof body;
  } catch {
    return null;
  }
  const early = body.operationName ? answers[body.operationName] : undefined;
  if (!early) return null;
  delete answers[body.operationName!];
  const fresh = performance.now() - early.sentAt < FRESH_FOR_MS;
  const same =
    early.query === body.query &&
    Object.keys(body.variables ?? {}).length === 0 &&
    new Headers(init.headers).get('authorization') === bearer(early.token);
  return fresh && same ? early : null;
}

/** Apollo's HttpLink's fetch: the early answer when this request is the one sent early, else the network. */
export function fetchOrEarly(uri: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarly(init);
  if (!early) return fetch(uri, init);
  return early.answer.then(
    ({ status, type, text }) => new Response(text, { status, headers: { 'content-type': type } }),
    // The early request found no server (offline, say): this one tries for itself and fails as it would.
    () => fetch(uri, init),
  );
}

import { bearer } from './graphql-endpoint';

/**
 * Decision 0043: the page's early script (app/early/role-preload.ts) sends the session check and the home's
 * query as soon as the page arrives, long before Apollo Client is in; Apollo's first identical request takes
 * that answer instead of asking again.
 */

/** An answer as the early script keeps it: read whole, so whoever takes it can make a Response of it. */
export type EarlyResponse = { status: number; type: string; text: string };

export type EarlyAnswer = {
  /** The query text, as Apollo prints it (with its __typename fields): only an identical request takes it. */
  query: string;
  /** Its variables: only a request with the same takes it (the agenda's week, decision 0044). */
  variables: Record<string, string>;
  /** The token it was sent with: a request made with another (a new sign-in) asks the server itself. */
  token: string;
  /** When it was sent (performance.now()). */
  sentAt: number;
  answer: Promise<EarlyResponse>;
};

export type EarlyAnswers = {
  /** Per operation name. */
  operations: Record<string, EarlyAnswer>;
  /**
   * GET /api/config/public, when the early script needed the shop's zone (decision 0044): it took the page's
   * preload of it, so the start-up's own ask takes this instead.
   */
  publicConfig?: Promise<EarlyResponse>;
};

declare global {
  interface Window {
    __barberiaEarly?: EarlyAnswers;
  }
}

// An answer kept longer would be old news: only the page's own start takes one.
const FRESH_FOR_MS = 10_000;

const sameVariables = (early: Record<string, string>, asked: Record<string, unknown>) =>
  Object.keys(early).length === Object.keys(asked).length &&
  Object.entries(early).every(([name, value]) => asked[name] === value);

/** The early answer to this request, taken once; null when there is none it may take. */
function takeEarly(init: RequestInit | undefined): EarlyAnswer | null {
  const answers = window.__barberiaEarly?.operations;
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
    sameVariables(early.variables, body.variables ?? {}) &&
    new Headers(init.headers).get('authorization') === bearer(early.token);
  return fresh && same ? early : null;
}

const asResponse = ({ status, type, text }: EarlyResponse) =>
  new Response(text, { status, headers: { 'content-type': type } });

/** Apollo's HttpLink's fetch: the early answer when this request is the one sent early, else the network. */
export function fetchOrEarly(uri: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarly(init);
  if (!early) return fetch(uri, init);
  return early.answer.then(
    asResponse,
    // The early request found no server (offline, say): this one tries for itself and fails as it would.
    () => fetch(uri, init),
  );
}

/** The early script's answer of the public config, taken once, or null: then `ask` goes to the network. */
export function earlyPublicConfig(ask: () => Promise<Response>): Promise<Response> {
  const early = window.__barberiaEarly;
  const answer = early?.publicConfig;
  if (!answer) return ask();
  delete early.publicConfig;
  return answer.then(asResponse, ask);
}

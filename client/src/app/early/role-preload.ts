import type { EarlyAnswers, EarlyResponse } from '@/lib/early-answers';
import { PLAN_META_NAME, type RolePreloadPlan } from './role-preload-plan';

// Decision 0043: a classic script the HTML runs before `main` (written into the page, decision 0044). While
// `main`, React and Apollo are still on their way, it asks for the role's start files and sends the session
// check and the home's query, whose answers Apollo then takes (lib/early-answers). It imports nothing at run
// time (role-preload-plan is only ever compiled into it); whatever fails here only loses the head start,
// never the page.
(() => {
  /** The token's claims (SPEC §4: localStorage "token"); the server judges the token, this only guesses the role. */
  const tokenRole = (token: string): string | null => {
    const payload: unknown = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const role = payload && typeof payload === 'object' ? (payload as { role?: unknown }).role : null;
    return typeof role === 'string' ? role.toUpperCase() : null;
  };

  const ask = (href: string) => {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      // Fetched now, applied later: this script runs before the page's own stylesheet links are parsed, so
      // a stylesheet added here would come before them in the cascade. Vite's import() adds the stylesheet
      // after them, from this preload.
      link.rel = 'preload';
      link.as = 'style';
    } else {
      // As Vite's own preload adds them, so that its later import() finds them here and adds nothing.
      link.rel = 'modulepreload';
      link.as = 'script';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };

  const early: EarlyAnswers = { operations: {} };
  const whole = async (response: Response): Promise<EarlyResponse> => ({
    status: response.status,
    type: response.headers.get('content-type') ?? 'application/json',
    text: await response.text(),
  });
  // Nobody may take an answer (another screen opened): its failure is nobody's to report.
  const kept = <T>(answer: Promise<T>) => (answer.catch(() => undefined), answer);
  // As Apollo's HttpLink sends it (method, headers, body), so the server answers it as it would answer Apollo.
  const send = (token: string, operationName: string, query: string, variables: Record<string, string> = {}) => {
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, variables, query }),
    }).then(whole);
    early.operations[operationName] = { query, variables, token, sentAt: performance.now(), answer: kept(answer) };
  };

  // The shop's day in its zone, as common/date-text's shopDayAndTime reads it, and a day n days later.
  const shopDay = (zone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
  const daysAfter = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  /** The week query (the barber's agenda), once the public config names the shop's zone. */
  const sendWeek = (token: string, week: { query: string; days: number }, query: string) => {
    // As lib/public-config asks it; the page's preload answers it, and the start-up takes it from here.
    const config = kept(fetch('/api/config/public', { headers: { accept: 'application/json' } }).then(whole));
    early.publicConfig = config;
    config
      .then(({ text }) => {
        const today = shopDay((JSON.parse(text) as { data: { timeZone: string } }).data.timeZone);
        send(token, week.query, query, { from: today, to: daysAfter(today, week.days - 1) });
      })
      .catch(() => undefined);
  };

  try {
    const token = localStorage.getItem('token');
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PLAN_META_NAME}"]`);
    if (!token || !meta) return;
    const plan = JSON.parse(meta.content) as RolePreloadPlan;
    const start = plan.roles[tokenRole(token) ?? ''];
    const where = location.pathname.replace(/\/+$/, '') || '/';
    if (!start) return;
    // `/` and `/app` (the installed app's start) lead each role to its area's home.
    const atHome = where === '/' || where === '/app' || where === start.area;
    if (!atHome && !where.startsWith(`${start.area}/`)) return;
    const queries = atHome ? [...start.areaQueries, ...start.homeQueries] : start.areaQueries;
    for (const name of queries) send(token, name, plan.queries[name]);
    if (atHome && start.homeWeek) sendWeek(token, start.homeWeek, plan.queries[start.homeWeek.query]);
    window.__barberiaEarly = early;
    start.layout.forEach(ask);
    if (atHome) start.home.forEach(ask);
  } catch {
    // No head start: the router asks for the same files, and Apollo for the same data, when they get there.
  }
})();

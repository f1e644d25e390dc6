// Decision 0043: what the build writes into the page and the early script reads, in one place for both.

/** The page's `<meta>` that carries the plan (data the early script reads). */
export const PLAN_META_NAME = 'barberia-role-preload';

/**
 * One role's start: its area's path, the files any screen of the area needs and those of its home (source
 * modules in the build's configuration, the built files' URLs in the page), and the queries (operation
 * names, without variables) the area and its home send first.
 */
export type RoleStart = {
  area: string;
  layout: string[];
  home: string[];
  areaQueries: string[];
  homeQueries: string[];
  /**
   * The home's query of the shop's week, if it has one: its variables are the shop's today and the last of
   * `days` days (`{ from, to }`), so it leaves once the public config has said the shop's zone.
   */
  homeWeek?: { query: string; days: number };
};

/** Per role (as the token names it), its start; and each query's text as Apollo sends it (with __typename). */
export type RolePreloadPlan = {
  roles: Record<string, RoleStart>;
  queries: Record<string, string>;
};

/**
 * Addresses the server answers itself, never with the app shell: its REST API, GraphQL (and the GraphiQL
 * page it serves at GET /graphql) and the explorer's own files. Workbox matches these against path + query.
 */
export const SERVER_PATHS: RegExp[] = [/^\/api(?:[/?]|$)/, /^\/graphql(?:[/?]|$)/, /^\/graphiql/];

/** Whether a navigation to `pathname` is one of the app's own screens (the shell answers it). */
export function isAppPath(pathname: string): boolean {
  return !SERVER_PATHS.some((path) => path.test(pathname));
}

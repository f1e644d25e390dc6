import { describe, expect, it } from 'vitest';
import { isAppPath } from './server-paths';

describe('isAppPath', () => {
  it("answers the app's screens with the shell", () => {
    for (const path of ['/', '/login', '/client/appointments', '/admin?view=week', '/app', '/apiario', '/graphqlx'])
      expect(isAppPath(path), path).toBe(true);
  });

  it('leaves the API, GraphQL and GraphiQL to the server', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/v1/appointments',
      '/api?x=1',
      '/graphql',
      '/graphql?query=1',
      '/graphiql.html',
    ])
      expect(isAppPath(path), path).toBe(false);
  });
});

import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { WebSocketServer } from 'ws';
import type { AppConfig } from './config/env';
import { openDatabase } from './db/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { seedDemo } from './db/seed-demo';
import { bearerToken, createTokenService, type TokenService } from './features/auth/token';
import { ensureAdmin, type AdminBootstrap } from './features/users/ensure-admin';
import { contextFactory, type Context, type ContextFactory } from './graphql/context';
import { compiledReads } from './graphql/compiled-queries';
import { controlCharactersPlugin } from './graphql/control-characters';
import { invalidVariablesPlugin } from './graphql/variable-errors';
import { socketOperation } from './graphql/socket-operation';
import { subscriptionsOverHttpPlugin } from './graphql/subscriptions-over-http';
import { sessionViewerPlugin, withPendingViewer } from './graphql/session-viewer';
import { queryLimitsPlugin } from './graphql/query-limits';
import { createAppPubSub } from './events/pubsub';
import { createSchema } from './resolvers';
import { clientAddress } from './http/client-address';
import { compressResponses } from './http/compress-responses';
import { restCors } from './http/cors';
import { errorFormatter, graphqlBodyErrorHandler, withoutHttp } from './http/format-error';
import { graphqlFastPath } from './http/graphql-fast-path';
import { hostHeaderCheck } from './http/host-header';
import { jsonDepthLimit } from './http/json-depth';
import { noStoreWhenAuthorized } from './http/no-store';
import { createLogger, logRequestUser, requestLogger } from './http/request-logger';
import { readOrCreateSecret } from './http/jwt-secret';
import { inlineScriptHashes } from './http/inline-script-hashes';
import { graphiqlSecurityHeaders, securityHeaders } from './http/security-headers';
import { socketOriginCheck } from './http/socket-origin';
import { graphiqlPage, staticClient } from './http/static-client';
import { restRouter } from './rest/router';
import { createServices, type Services } from './services';

export interface App {
  config: AppConfig;
  httpServer: http.Server;
  dataSource: DataSource;
  services: Services;
  tokens: TokenService;
  /** The context every door (GraphQL over HTTP and WebSocket, REST) builds for a caller. */
  contextFor: ContextFactory;
  schema: GraphQLSchema;
  admin: AdminBootstrap;
  /** Resolves with the bound port (0 picks a free one). */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** `startingDatabase`: the embedded database, when the caller started it early (main.ts). */
export async function createApp(config: AppConfig, startingDatabase?: Promise<EmbeddedPostgres>): Promise<App> {
  if (!config.jwtSecret && config.databaseUrl) throw new Error('JWT_SECRET es obligatorio cuando se usa DATABASE_URL');
  const pubSub = createAppPubSub(config.redisUrl);
  // The schema and the REST routes need no database: built while the embedded one starts, they take a
  // quarter of a restart off the time to the first answer. What they run on is only asked for per request.
  let dataSource!: DataSource;
  const schema = await createSchema({ pubSub, services: () => services });
  const contextFor = contextFactory({
    database: () => dataSource,
    viewerFor: (token) => services.sessions.viewerFor(token),
  });
  const rest = restRouter({ database: () => dataSource, schema, contextFor });

  let embedded: EmbeddedPostgres | undefined;
  try {
    if (!config.databaseUrl)
      embedded = await (startingDatabase ?? startEmbeddedPostgres(config.dataDir, config.embeddedTemplate));
    dataSource = await openDatabase({
      url: config.databaseUrl ?? embedded!.url,
      poolSize: embedded ? 1 : (config.databasePoolSize ?? 10),
    });
  } catch (error) {
    await pubSub.close();
    await embedded?.stop();
    throw error;
  }
  // Beside the embedded database's files, so written once that database has made its directory.
  const secret = config.jwtSecret ?? readOrCreateSecret(config.dataDir);
  const tokens = createTokenService(secret);
  const services = createServices(dataSource, tokens, config, secret, pubSub);
  const admin = await ensureAdmin(dataSource, { email: config.adminEmail, password: config.adminPassword });
  if (config.seedDemo) await seedDemo(dataSource);

  const expressApp = express();
  expressApp.disable('x-powered-by');
  // No client revalidates an API answer, and hashing each one (a month of the calendar is 150 kB) costs every request.
  expressApp.set('etag', false);
  if (config.trustProxy !== undefined) expressApp.set('trust proxy', config.trustProxy);
  const logger = createLogger(config.logLevel, config.logDestination);
  expressApp.use(requestLogger(logger));
  expressApp.use(hostHeaderCheck);
  expressApp.use(securityHeaders(inlineScriptHashes(config.clientDist)));
  expressApp.use(compressResponses());
  const httpServer = http.createServer(expressApp);

  const formatError = errorFormatter({ suggestions: config.introspection });
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: socketOriginCheck({ publicUrl: config.publicUrl, corsOrigins: config.corsOrigins }),
  });
  const socketAddress = clientAddress(expressApp);
  const wsCleanup = useServer(
    {
      // A socket belongs to the session it was opened with and closes when that session ends.
      onConnect: async (ctx) => {
        const viewer = await services.sessions.viewerFor(connectionToken(ctx.connectionParams));
        if (viewer?.sessionId) services.liveSessions.track(viewer.sessionId, ctx.extra.socket);
        return true;
      },
      context: (ctx) => contextFor(connectionToken(ctx.connectionParams), socketAddress(ctx.extra.request)),
      // Every message is checked as /graphql checks a request: the same ceilings, texts and variables.
      onSubscribe: (_ctx, _id, payload) => socketOperation(schema, payload, config.queryLimits),
      // The same error policy as over HTTP: known codes as they are, anything else without details.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(withoutHttp(error.toJSON()), error)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGINT/SIGTERM so the pool and the embedded database close in order.
    stopOnTerminationSignals: false,
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // GET /graphql serves our own GraphiQL; no HTTP caching of answers, and its per-field hook costs every field.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      subscriptionsOverHttpPlugin(),
      controlCharactersPlugin(),
      invalidVariablesPlugin(),
      queryLimitsPlugin(config.queryLimits),
      sessionViewerPlugin((token) => services.sessions.viewerFor(token)),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  expressApp.use('/api', restCors(config.corsOrigins ?? []), noStoreWhenAuthorized, rest);
  expressApp.use(
    '/graphql',
    graphiqlPage(config.clientDist, graphiqlSecurityHeaders()),
    noStoreWhenAuthorized,
    express.json({ limit: '100kb' }),
    jsonDepthLimit,
    graphqlFastPath({
      schema,
      reads: compiledReads(schema, { introspection: config.introspection }),
      limits: config.queryLimits,
      contextFor,
    }),
    expressMiddleware(apollo, {
      // Made without the token: its session is looked up only once the operation is let through (session-viewer.ts).
      context: async ({ req, res }) => {
        const context = await contextFor(null, req.ip ?? null);
        return withPendingViewer(context, bearerToken(req.headers.authorization), (viewer) =>
          logRequestUser(res, viewer?.id),
        );
      },
    }),
    graphqlBodyErrorHandler,
  );
  expressApp.use(staticClient(config.clientDist));

  services.mail.worker.start(config.mailPollMs ?? 5000);

  let closing: Promise<void> | undefined;
  return {
    config,
    httpServer,
    dataSource,
    services,
    tokens,
    contextFor,
    schema,
    admin,
    listen(port = config.port) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, config.host, () => resolve((httpServer.address() as AddressInfo).port));
      });
    },
    close() {
      // Stop accepting, let in-flight requests finish (the drain plugin), then the pool and the embedded db.
      closing ??= (async () => {
        await apollo.stop();
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await services.afterAnswer.settled();
        await services.mail.worker.stop();
        services.liveSessions.close();
        await services.pubSub.close();
        await services.auth.close();
        await dataSource.destroy();
        await embedded?.stop();
      })();
      return closing;
    },
  };
}

function connectionToken(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const auth = (params?.authorization ?? params?.Authorization) as string | undefined;
  return bearerToken(auth) ?? (params?.token as string | undefined) ?? null;
}

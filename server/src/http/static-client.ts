import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

// The service worker and the manifest (decision 0040) are files or a 404: index.html in their place would install
// a broken worker. The browser asks for them again on every update check, so they are never cached for long.
const PWA_FILES = /^\/(?:sw\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/;

/** The built client at `/`, with the SPA fallback so a reload of /client/appointments works. */
export function staticClient(clientDist: string): Router {
  const router = express.Router();
  const indexHtml = path.join(clientDist, 'index.html');
  // Vite names every file under assets/ by its content hash: a new build is a new name, so it never goes stale.
  router.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  router.use(
    express.static(clientDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (PWA_FILES.test(`/${path.basename(file)}`)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/^\/(?!api\/|api$|graphql).*/, (req, res, next) => {
    if (!req.accepts('html') || PWA_FILES.test(req.path)) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('El cliente no está compilado: ejecuta `npm run build -w client`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
  return router;
}

/** GET /graphql from a browser: our bundled GraphiQL, which needs no internet; `pageHeaders` set its own policy. */
export function graphiqlPage(clientDist: string, pageHeaders?: express.RequestHandler): express.RequestHandler {
  const page = path.join(clientDist, 'graphiql.html');
  const send: express.RequestHandler = (_req, res) => void res.set('Cache-Control', 'no-cache').sendFile(page);
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html') || req.query.query || !fs.existsSync(page)) return next();
    if (!pageHeaders) return send(req, res, next);
    pageHeaders(req, res, (error?: unknown) => (error ? next(error) : send(req, res, next)));
  };
}

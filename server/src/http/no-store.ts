import type { RequestHandler } from 'express';

/**
 * An answer to a request that carries a token (valid or not) is that person's: no browser or proxy keeps
 * a copy. Public answers (the shop's hours, openapi.json) stay cacheable as before.
 */
export const noStoreWhenAuthorized: RequestHandler = (req, res, next) => {
  if (req.headers.authorization !== undefined) res.setHeader('Cache-Control', 'no-store');
  next();
};

import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { staffSignInPath } from '@iprenew/models/browser';

export const ADMIN_NOT_BUILT = 'The admin console is not built: run npm run build';

/**
 * The react-admin console built into `distDir` (vite base '/admin/'), mounted at /admin:
 * hashed assets cached for a year, other files briefly, and index.html for every other path
 * (the console routes in the browser); /admin/login redirects to the Remix sign-in (/webadmin, or
 * /login?role=accountant). Without a build every /admin request answers 503.
 */
export function adminConsole(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use((_req, res, next) => {
    if (existsSync(indexFile)) return next();
    res.status(503).type('text/plain').set('Cache-Control', 'no-store').send(ADMIN_NOT_BUILT);
  });

  // One sign-in design (issue 16): the console's login path hands over to the Remix sign-in pages.
  router.get('/login', (req, res) => {
    res.set('Cache-Control', 'no-store').redirect(302, staffSignInPath(typeof req.query.role === 'string' ? req.query.role : null));
  });

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );

  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  router.get('*', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });

  return router;
}

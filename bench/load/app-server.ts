/**
 * The production server for bench/load/run.mjs: remix-app/server.ts's createServer over a copy of the
 * Remix build (BENCH_BUILD_DIR), so that a concurrent `npm run build` cannot swap it mid-run.
 * Environment as for remix-app/server.ts (HOST, PORT, DATABASE_URL…).
 *
 * BENCH_COUNT_SQL=1 adds an `X-SQL-Count` response header: the SQL statements Sequelize ran for the
 * request up to the moment its headers were written (every loader has finished by then; a streamed
 * page's deferred data would not be counted — the app defers none). Counting wraps the one
 * `Sequelize.prototype.query` (the package is external to the server bundle, so the bundled models
 * use this very class) and tells requests apart with AsyncLocalStorage; nothing in the app changes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type ServerResponse } from 'node:http';
import { Sequelize } from 'sequelize';
import { getConfig } from '@iprenew/models';
import { createServer } from '../../remix-app/server';

const buildDir = process.env.BENCH_BUILD_DIR;
if (!buildDir) throw new Error('BENCH_BUILD_DIR is required');
const config = getConfig();
const { app } = await createServer({ production: true, config, buildDir });

let listener: http.RequestListener = app;
if (process.env.BENCH_COUNT_SQL === '1') {
  const requestCounter = new AsyncLocalStorage<{ count: number }>();
  const query = Sequelize.prototype.query;
  Sequelize.prototype.query = function countedQuery(this: Sequelize, ...args: Parameters<typeof query>) {
    const counter = requestCounter.getStore();
    if (counter) counter.count += 1;
    return query.apply(this, args);
  } as typeof query;
  listener = (req, res) => {
    const counter = { count: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function countedWriteHead(this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) this.setHeader('X-SQL-Count', String(counter.count));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    requestCounter.run(counter, () => app(req, res));
  };
}

http.createServer(listener).listen(config.port, config.host, () => console.log(`bench app server on ${config.host}:${config.port}`));

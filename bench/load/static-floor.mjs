#!/usr/bin/env node
/**
 * The static floor of bench/load/run.mjs: a bare node:http server that answers each target with the
 * very bytes the app served for it (captured once by the runner), nothing computed per request.
 *
 *   node bench/load/static-floor.mjs <captures.json> <port>
 *
 * captures.json: { "<target name>": { "contentType": "...", "body": "<base64>" }, ... }. The target is
 * chosen by the `x-bench-target` request header (the same path can be several targets: a customer's
 * and an agent's dashboard); an unknown target is 404. Listens on 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) {
  console.error('Usage: node bench/load/static-floor.mjs <captures.json> <port>');
  process.exit(2);
}
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([name, page]) => [name, { contentType: page.contentType, body: Buffer.from(page.body, 'base64') }]),
);

http
  .createServer((req, res) => {
    const page = pages.get(String(req.headers['x-bench-target'] ?? ''));
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('unknown target');
      return;
    }
    res.writeHead(200, { 'Content-Type': page.contentType, 'Content-Length': page.body.length });
    res.end(page.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`static floor on 127.0.0.1:${port} (${pages.size} pages)`));

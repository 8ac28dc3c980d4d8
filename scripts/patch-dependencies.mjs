#!/usr/bin/env node
/**
 * Small, exact patches to installed dependencies (ADR 082), applied by `npm install` / `npm ci`
 * (the root package's postinstall) and checked by `node scripts/patch-dependencies.mjs --check`
 * (CI, and a test). Each patch replaces one exact piece of a dependency's published file; when the
 * piece is not there (the dependency was upgraded), the script fails and names the patch, so an
 * upgrade is reviewed instead of silently losing the patch. Applying twice changes nothing.
 *
 * Why each patch exists is written beside it; all remove per-request CPU (or bytes) that a CPU profile
 * of the pages under load showed (issue 17): none changes an answer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PATCHES = [
  {
    name: 'sequelize sqlite: format the caller stack only for a failed query',
    // Sequelize 6's SQLite dialect reads `errForStack.stack` after every statement, to hand it to the
    // error formatter it only uses when the statement failed. Reading `.stack` formats every frame —
    // through the source maps tsx enables — about 6 % of the server's CPU on a page of 13 statements.
    // The MySQL/MariaDB dialects already read it only on failure; a failed query keeps its stack.
    file: 'node_modules/sequelize/lib/dialects/sqlite/query.js',
    find: 'resolve(query._handleQueryResponse(this, columnTypes, executionError, results, errForStack.stack));',
    replace: 'resolve(query._handleQueryResponse(this, columnTypes, executionError, results, executionError ? errForStack.stack : undefined));',
  },
  {
    name: 'sequelize sqlite: find each result column\'s type once per result, not once per value',
    // For every value of every row of a SELECT, the SQLite dialect found the column's model, built the
    // model's table name (getTableName, a string and a RegExp replace) and looked the column's declared
    // type up, sometimes by walking the model's attributes — about 9 % of the busy CPU of the dashboard
    // under load. The answer depends only on the column's name within one result (its include prefix,
    // the query's model, the statement's column types), so it is found once per column per result and
    // every value is still parsed by the same applyParsers.
    file: 'node_modules/sequelize/lib/dialects/sqlite/query.js',
    find: "      results = results.map((result2) => {\n        return _.mapValues(result2, (value, name) => {\n          let model;\n          if (name.includes(\".\")) {\n            const lastind = name.lastIndexOf(\".\");\n            model = prefixes[name.substr(0, lastind)];\n            name = name.substr(lastind + 1);\n          } else {\n            model = this.options.model;\n          }\n          const tableName = model.getTableName().toString().replace(/`/g, \"\");\n          const tableTypes = columnTypes[tableName] || {};\n          if (tableTypes && !(name in tableTypes)) {\n            _.forOwn(model.rawAttributes, (attribute, key) => {\n              if (name === key && attribute.field) {\n                name = attribute.field;\n                return false;\n              }\n            });\n          }\n          return Object.prototype.hasOwnProperty.call(tableTypes, name) ? this.applyParsers(tableTypes[name], value) : value;\n        });\n      });\n",
    replace: "      const parsers = new Map();\n      const parserOf = (name) => {\n        let parser = parsers.get(name);\n        if (parser === undefined) {\n          let model;\n          let field = name;\n          if (name.includes(\".\")) {\n            const lastind = name.lastIndexOf(\".\");\n            model = prefixes[name.substr(0, lastind)];\n            field = name.substr(lastind + 1);\n          } else {\n            model = this.options.model;\n          }\n          const tableName = model.getTableName().toString().replace(/`/g, \"\");\n          const tableTypes = columnTypes[tableName] || {};\n          if (tableTypes && !(field in tableTypes)) {\n            _.forOwn(model.rawAttributes, (attribute, key) => {\n              if (field === key && attribute.field) {\n                field = attribute.field;\n                return false;\n              }\n            });\n          }\n          parser = Object.prototype.hasOwnProperty.call(tableTypes, field) ? { type: tableTypes[field] } : false;\n          parsers.set(name, parser);\n        }\n        return parser;\n      };\n      results = results.map((result2) => {\n        return _.mapValues(result2, (value, name) => {\n          const parser = parserOf(name);\n          return parser ? this.applyParsers(parser.type, value) : value;\n        });\n      });\n",
  },
  {
    name: '@remix-run/router (server build): compile each route path to its RegExp once',
    // matchPath compiled the route's path into a new RegExp on every call: every branch tried, on every
    // match, three matches per page request (server runtime, static handler, rendering) — about 5 % of
    // the server's CPU. The compiled matcher is never mutated (a non-global RegExp and a read-only
    // parameter list), so it is kept per (path, caseSensitive, end); the cache is cleared past 2,000.
    file: 'node_modules/@remix-run/router/dist/router.cjs.js',
    find: 'function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {',
    replace:
      'const compiledPaths = new Map();\n' +
      'function compilePath(path, caseSensitive, end) {\n' +
      '  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;\n' +
      '  let compiled = compiledPaths.get(key);\n' +
      '  if (compiled === undefined) {\n' +
      '    if (compiledPaths.size >= 2000) compiledPaths.clear();\n' +
      '    compiled = compilePathOnce(path, caseSensitive, end);\n' +
      '    compiledPaths.set(key, compiled);\n' +
      '  }\n' +
      '  return compiled;\n' +
      '}\n' +
      'function compilePathOnce(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {',
  },
  {
    name: '@remix-run/router (server build): flatten and rank a route tree once per tree',
    // matchRoutes flattened and ranked the whole route tree (about 250 routes) on every call. The server
    // runtime matches against one tree per build, never changed after it is made (only a browser's
    // router patches its routes, and the browser loads the ESM build, not this file), so the ranked
    // branches are kept per tree object (a WeakMap: a tree made per request is simply not reused).
    file: 'node_modules/@remix-run/router/dist/router.cjs.js',
    find: '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
    replace:
      '  let branches = rankedBranchesByRoutes.get(routes);\n' +
      '  if (branches === undefined) {\n' +
      '    branches = flattenRoutes(routes);\n' +
      '    rankRouteBranches(branches);\n' +
      '    rankedBranchesByRoutes.set(routes, branches);\n' +
      '  }\n',
    prepend: { find: 'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {', text: 'const rankedBranchesByRoutes = new WeakMap();\n' },
  },
  {
    name: '@remix-run/router (server build): match a path against a route tree once per tree',
    // Every page request matched its path against the same route trees four times (the server
    // runtime, the static handler, the render, and the inlined manifest's parent paths), each match
    // trying the ranked branches one by one until one fits — about 13 % of the busy CPU of a signed-in
    // page after patches 2–5. The answer depends only on the tree (never changed once made, patch 3)
    // and the decoded path, so it is kept per tree (a WeakMap) and path (at most 1,000 paths per tree,
    // then cleared: new paths cost what they did). Each call gets new match objects sharing one new
    // params object, as matchRouteBranch made them, so a caller that changes one changes no other.
    file: 'node_modules/@remix-run/router/dist/router.cjs.js',
    find: "  let matches = null;\n  let decoded = decodePath(pathname);\n  for (let i = 0; matches == null && i < branches.length; ++i) {\n    // Incoming pathnames are generally encoded from either window.location\n    // or from router.navigate, but we want to match against the unencoded\n    // paths in the route definitions.  Memory router locations won't be\n    // encoded here but there also shouldn't be anything to decode so this\n    // should be a safe operation.  This avoids needing matchRoutes to be\n    // history-aware.\n    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n",
    replace: "  let decoded = decodePath(pathname);\n  let known = matchesByRoutes.get(routes);\n  if (known === undefined) {\n    known = new Map();\n    matchesByRoutes.set(routes, known);\n  }\n  let key = (allowPartial ? \"1\" : \"0\") + decoded;\n  let matches = known.get(key);\n  if (matches === undefined) {\n    matches = null;\n    for (let i = 0; matches == null && i < branches.length; ++i) {\n      matches = matchRouteBranch(branches[i], decoded, allowPartial);\n    }\n    if (known.size >= 1000) known.clear();\n    known.set(key, matches);\n  }\n  if (matches === null) {\n    return null;\n  }\n  let params = matches.length > 0 ? Object.assign({}, matches[0].params) : {};\n  return matches.map(m => ({\n    params,\n    pathname: m.pathname,\n    pathnameBase: m.pathnameBase,\n    route: m.route\n  }));\n}\n",
    prepend: { find: 'function convertRouteMatchToUiMatch(match, loaderData) {', text: 'const matchesByRoutes = new WeakMap();\n' },
  },
  {
    name: '@remix-run/react (server): make the static render\'s route tree once per build',
    // RemixServer rebuilt the whole route tree (about 180 routes) for every page it rendered, so the
    // render's own match (and the inlined manifest's) flattened, ranked and matched a fresh tree each
    // time — patch 3 could not keep it. The tree depends only on the build's route manifest, its route
    // modules, `future` and SPA mode, all fixed for a build; it is kept per manifest (a WeakMap) and
    // made again when any of them differs (a new build, a module swapped by HMR in development).
    file: 'node_modules/@remix-run/react/dist/server.js',
    find: '  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
    replace: '  let routes$1 = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);',
    prepend: {
      find: 'function RemixServer({',
      text:
        'const serverRoutesByManifest = new WeakMap();\n' +
        'function serverRoutesOnce(manifestRoutes, routeModules, future, isSpaMode) {\n' +
        '  let made = serverRoutesByManifest.get(manifestRoutes);\n' +
        '  let ids = Object.keys(routeModules);\n' +
        '  let same = made !== undefined && made.future === future && made.isSpaMode === isSpaMode && ids.length === made.ids.length && ids.every(id => made.routeModules[id] === routeModules[id]);\n' +
        '  if (!same) {\n' +
        '    made = { routes: routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode), routeModules: { ...routeModules }, ids, future, isSpaMode };\n' +
        '    serverRoutesByManifest.set(manifestRoutes, made);\n' +
        '  }\n' +
        '  return made.routes;\n' +
        '}\n',
    },
  },
  {
    name: 'react-router-dom (server): convert a route tree to data routes once per tree',
    // createStaticRouter converted the route tree into a new data-route tree for every page, which the
    // render then matched (flattened, ranked) from scratch. The conversion only reads the tree and adds
    // fixed properties; with patch 4 the tree is the same object for every page of a build, so its
    // data routes (and their id → route map) are kept per tree object (a WeakMap) and only read after.
    file: 'node_modules/react-router-dom/server.js',
    find: '  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n',
    replace:
      '  let converted = dataRoutesByRoutes.get(routes);\n' +
      '  if (converted === undefined) {\n' +
      '    let made = {};\n' +
      '    converted = { dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, made), manifest: made };\n' +
      '    dataRoutesByRoutes.set(routes, converted);\n' +
      '  }\n' +
      '  let { dataRoutes, manifest } = converted;\n',
    prepend: { find: 'function createStaticRouter(routes, context, opts = {}) {', text: 'const dataRoutesByRoutes = new WeakMap();\n' },
  },
  {
    name: '@remix-run/react (server): inline the page\'s route manifest without indentation',
    // Every page inlines the manifest of its routes as JSON pretty-printed with two spaces — about
    // 0.9 KB of whitespace per page (a quarter of that script) that no browser reads.
    file: 'node_modules/@remix-run/react/dist/components.js',
    find: '`window.__remixManifest = ${JSON.stringify(fogOfWar.getPartialManifest(manifest, router), null, 2)};`',
    replace: '`window.__remixManifest = ${JSON.stringify(fogOfWar.getPartialManifest(manifest, router))};`',
  },
  {
    name: '@remix-run/react (server): inline the page\'s loader data as a single-quoted string',
    // The loader data (turbo-stream text, itself JSON-like) is inlined as a JSON string literal, so each
    // of its double quotes is written \" — about 1 KB per signed-in page, 1.6 KB on the application
    // page (issue 17: a customer page's HTML within 40 KB). The same text as a single-quoted literal
    // needs no escape for them: JSON's escapes are JavaScript's, so its \" becomes " and a ' becomes \'.
    // escapeHtml still escapes <, >, &, U+2028 and U+2029; the browser's string is the same.
    file: 'node_modules/@remix-run/react/dist/single-fetch.js',
    find: '`window.__remixContext.streamController.enqueue(${markup.escapeHtml(JSON.stringify(value))});`',
    replace:
      "`window.__remixContext.streamController.enqueue(${markup.escapeHtml(\"'\" + JSON.stringify(value).slice(1, -1).replace(/\\\\[^]|'/g, (m) => (m === \"'\" ? \"\\\\'\" : m === '\\\\\"' ? '\"' : m)) + \"'\")});`",
  },
  {
    name: 'sequelize sqlite: ask the column types only of a query that parses its rows with them',
    // Before every `all` statement the SQLite dialect finds the tables named after FROM (two regular
    // expressions over the SQL) and waits for a `PRAGMA table_info` answer per table (a promise each,
    // from models/src/db/sqlite-table-info-cache.ts or a round trip to SQLite's thread). Only a SELECT
    // that builds model rows parses values with those types; a raw one (counts, settings, `raw: true`
    // finds, `sequelize.query` reads) and every other kind of query never read them.
    file: 'node_modules/sequelize/lib/dialects/sqlite/query.js',
    find: '      if (this.getDatabaseMethod() === "all") {\n        let tableNames = [];',
    replace: '      if (this.getDatabaseMethod() === "all" && this.isSelectQuery() && !this.options.raw) {\n        let tableNames = [];',
  },
];

/** Applies (or, with check, only verifies) every patch; returns the problems found, [] when all hold. */
export function patchDependencies({ check = false, root = ROOT } = {}) {
  const problems = [];
  const changed = new Map();
  for (const patch of PATCHES) {
    const file = path.join(root, patch.file);
    let text;
    try {
      text = changed.get(file) ?? readFileSync(file, 'utf8');
    } catch {
      problems.push(`${patch.name}: ${patch.file} is not installed`);
      continue;
    }
    const applied = text.includes(patch.replace) && (!patch.prepend || text.includes(patch.prepend.text + patch.prepend.find));
    if (applied) continue;
    if (check) {
      problems.push(`${patch.name}: not applied to ${patch.file} (run npm install, or node scripts/patch-dependencies.mjs)`);
      continue;
    }
    if (text.split(patch.find).length !== 2 || (patch.prepend && text.split(patch.prepend.find).length !== 2)) {
      problems.push(`${patch.name}: ${patch.file} no longer holds the patched code exactly once — the dependency changed; review the patch (ADR 082)`);
      continue;
    }
    let next = text.replace(patch.find, () => patch.replace);
    if (patch.prepend) next = next.replace(patch.prepend.find, () => patch.prepend.text + patch.prepend.find);
    changed.set(file, next);
  }
  if (problems.length === 0) for (const [file, text] of changed) writeFileSync(file, text);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const problems = patchDependencies({ check });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`patch-dependencies: ${problem}`);
    process.exit(1);
  }
  console.log(`patch-dependencies: ${PATCHES.length} patches ${check ? 'in place' : 'applied'}`);
}

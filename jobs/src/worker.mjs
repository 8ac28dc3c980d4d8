/**
 * The file Bree starts in every worker thread. Worker threads do not inherit the tsx loader of
 * the main thread, so a `.ts` job is loaded through tsx's `tsImport` here (development, tests,
 * `npm run workers`); a compiled `.js`/`.mjs` job is imported directly.
 *
 * workerData.jobFile: absolute path of the job module. Its default export is called once with
 * the worker data; then 'done' is posted so Bree ends the worker. A throw ends the worker with
 * an error (exit code 1), which Bree reports.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const jobFile = workerData && workerData.jobFile;
if (typeof jobFile !== 'string') throw new Error('worker.mjs: workerData.jobFile is missing');

const url = pathToFileURL(jobFile).href;
let mod;
if (/\.(c|m)?tsx?$/.test(jobFile)) {
  const { tsImport } = await import('tsx/esm/api');
  mod = await tsImport(url, import.meta.url);
} else {
  mod = await import(url);
}
const run = typeof mod.default === 'function' ? mod.default : mod.run;
if (typeof run !== 'function') throw new Error(`Job ${jobFile} has no default export function`);

await run(workerData);
if (parentPort) parentPort.postMessage('done');
else process.exit(0);

/**
 * The built web server for bench/lighthouse.mjs, serving a copy of the Remix build (LIGHTHOUSE_BUILD_DIR)
 * so that another `npm run build` during a long measurement cannot swap the assets under it.
 * Environment as for remix-app/server.ts (HOST, PORT, DATABASE_URL…).
 */
import { getConfig } from '@iprenew/models';
import { createServer } from '../remix-app/server';

const buildDir = process.env.LIGHTHOUSE_BUILD_DIR;
if (!buildDir) throw new Error('LIGHTHOUSE_BUILD_DIR is required');
const config = getConfig();
const { app } = await createServer({ production: true, config, buildDir });
app.listen(config.port, config.host, () => console.log(`lighthouse server on ${config.host}:${config.port}`));

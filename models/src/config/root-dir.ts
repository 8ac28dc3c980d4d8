import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder, from `start` upwards, whose package.json declares
 * npm workspaces. Relative paths in the environment (data/, storage/) are resolved against it,
 * whichever workspace the process was started from.
 */
export function findRootDir(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
        if (json.workspaces) return dir;
      } catch {
        /* unreadable package.json: keep looking upwards */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, type RuleContext, type SourceFile } from './rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'build', 'dist', 'test-results', '.cache']);

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIP.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') });
  }
  return out;
}

/** The model classes the registries list, and the connection helpers. */
function persistence(): Set<string> {
  const names = new Set(['getSequelize', 'useSequelize', 'createSequelize']);
  for (const file of ['registry-accounts.ts', 'registry-commerce.ts']) {
    const text = readFileSync(path.join(root, 'models/src/models', file), 'utf8');
    const block = /export \{([^}]*)\};/.exec(text)![1]!;
    for (const name of block.split(',').map((n) => n.trim()).filter(Boolean)) names.add(name);
  }
  return names;
}

const context: RuleContext = { persistence: persistence() };

describe('layer boundaries (ARCHITECTURE.md)', () => {
  it('knows the model classes it guards', () => {
    for (const name of ['User', 'Order', 'Payment', 'Country', 'State', 'Configuration', 'AuditMail', 'getSequelize']) expect(context.persistence.has(name), name).toBe(true);
  });

  it('holds across the repository', () => {
    const files = ['models/src', 'templates/src', 'jobs/src', 'remix-app/app', 'remix-app/server', 'admin-app/src'].flatMap(sources);
    expect(files.length).toBeGreaterThan(300);
    expect(findViolations(files, context).map((v) => `${v.path}:${v.line} ${v.rule}: ${v.detail}`)).toEqual([]);
  });

  it('fails on each forbidden import (fixtures)', () => {
    const fixture = (p: string, text: string) => findViolations([{ path: p, text }], context).map((v) => v.rule);
    expect(fixture('remix-app/app/routes/x.tsx', "import { User } from '@iprenew/models';")).toEqual(['persistence-in-caller']);
    expect(fixture('jobs/src/jobs/x.ts', "import { Order, getSequelize } from '@iprenew/models';")).toEqual(['persistence-in-caller']);
    expect(fixture('remix-app/app/routes/x.tsx', "import { formatDateTime } from '@iprenew/templates';")).toEqual(['server-code-in-browser']);
    expect(fixture('remix-app/app/components/X.tsx', "import { listCart } from '@iprenew/models';")).toEqual(['server-code-in-browser']);
    expect(fixture('admin-app/src/x.tsx', "import { User } from '@iprenew/models';")).toEqual(['server-code-in-browser']);
    expect(fixture('models/src/domain/x.ts', "import { x } from '../../../remix-app/app/lib/y';")).toEqual(['part-arrow']);
    expect(fixture('templates/src/x.ts', "import { x } from '@iprenew/models';")).toEqual(['part-arrow']);
    expect(fixture('jobs/src/x.ts', "export * from '../../remix-app/server/y';")).toEqual(['part-arrow']);
    // Allowed: types, server-only modules, the browser entry, operations.
    expect(fixture('remix-app/app/routes/x.tsx', "import { listCart, type User } from '@iprenew/models';\nimport type { Order } from '@iprenew/models';")).toEqual([]);
    expect(fixture('remix-app/app/components/x.server.ts', "import { formatDateTime } from '@iprenew/templates';\nimport { listCart } from '@iprenew/models';")).toEqual([]);
    expect(fixture('remix-app/app/components/X.tsx', "import { formatMoney } from '@iprenew/models/browser';")).toEqual([]);
  });
});

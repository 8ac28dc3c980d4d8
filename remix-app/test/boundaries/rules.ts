import ts from 'typescript';

/**
 * The layer rules of ARCHITECTURE.md as code (issue 12 §3): which part may import which, and what
 * Web and the jobs may take from the domain. `findViolations` is pure (files in, violations out) so
 * a fixture can show each rule failing; `boundaries.test.ts` runs it over the repository.
 */

export interface SourceFile {
  /** Repository-relative path with forward slashes, e.g. 'remix-app/app/routes/_account+/login.tsx'. */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  line: number;
  rule: string;
  detail: string;
}

interface ImportUse {
  module: string;
  line: number;
  /** Value bindings imported (type-only ones left out); ['*'] for a namespace or side-effect import. */
  values: string[];
}

function importsOf(file: SourceFile): ImportUse[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: ImportUse[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const values: string[] = [];
      if (!clause) values.push('*');
      else {
        if (clause.name) values.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) values.push('*');
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) values.push((element.propertyName ?? element.name).text);
      }
      if (values.length) uses.push({ module: statement.moduleSpecifier.text, line: lineOf(statement), values });
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      uses.push({ module: statement.moduleSpecifier.text, line: lineOf(statement), values: ['*'] });
    }
  }
  return uses;
}

const isTest = (path: string) => /\.test\.tsx?$|\/test\/|\/e2e\/|fixtures?\.ts$|\/testing\//.test(path);
const isServerModule = (path: string) => /\.server\.tsx?$/.test(path);

/** The part a file belongs to (its workspace), or null outside them. */
function partOf(path: string): 'models' | 'templates' | 'jobs' | 'remix-app' | 'admin-app' | null {
  const top = path.split('/')[0];
  return top === 'models' || top === 'templates' || top === 'jobs' || top === 'remix-app' || top === 'admin-app' ? top : null;
}

/** What each part may import of the others (package names and relative paths that climb into another part). */
const ALLOWED_PARTS: Record<string, readonly string[]> = {
  templates: [],
  models: ['templates'],
  jobs: ['models'],
  'remix-app': ['models', 'templates'],
  'admin-app': ['models'],
};

function targetPart(fromPath: string, module: string): string | null {
  const pkg = /^@iprenew\/([a-z-]+)/.exec(module);
  if (pkg) return pkg[1] === 'models' || pkg[1] === 'templates' ? pkg[1] : pkg[1]!;
  if (!module.startsWith('.')) return null;
  const parts = fromPath.split('/').slice(0, -1);
  for (const piece of module.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return partOf(parts.join('/'));
}

export interface RuleContext {
  /** The model classes (models/src/models/registry-*.ts) and the connection helpers Web and jobs must not touch. */
  persistence: ReadonlySet<string>;
}

export function findViolations(files: readonly SourceFile[], context: RuleContext): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const part = partOf(file.path);
    if (!part || isTest(file.path)) continue;
    for (const use of importsOf(file)) {
      const add = (rule: string, detail: string) => violations.push({ path: file.path, line: use.line, rule, detail });
      const target = targetPart(file.path, use.module);
      // 1. Forbidden arrows between parts.
      if (target && target !== part && !ALLOWED_PARTS[part]!.includes(target)) add('part-arrow', `${part} → ${target} (${use.module})`);
      // 2. Web pages, REST resources and jobs call operations; they never hold a model class or the connection.
      const caller = file.path.startsWith('remix-app/app/') || file.path.startsWith('jobs/src/jobs/');
      if (caller && use.module === '@iprenew/models') {
        const held = use.values.filter((name) => context.persistence.has(name));
        if (held.length) add('persistence-in-caller', `imports ${held.join(', ')} from @iprenew/models`);
      }
      // 3. The browser bundle: the console, and Web modules that are not server-only, take only the browser-safe entries.
      const browserReachable = part === 'admin-app' || (file.path.startsWith('remix-app/app/') && !isServerModule(file.path));
      if (browserReachable && use.module.startsWith('@iprenew/templates')) add('server-code-in-browser', `imports ${use.module}`);
      const nonRouteComponent = part === 'admin-app' || /^remix-app\/app\/(components|lib)\//.test(file.path);
      if (browserReachable && nonRouteComponent && use.module === '@iprenew/models') add('server-code-in-browser', 'imports @iprenew/models (use @iprenew/models/browser, or a .server.ts module)');
    }
  }
  return violations;
}

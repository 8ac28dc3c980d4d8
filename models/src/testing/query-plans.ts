import { QueryTypes } from 'sequelize';
import { getSequelize } from '../db/database';

/**
 * The plans of the statements a list issues (issue 17, ADR 067): `statementsOf` captures the exact SQL
 * an operation runs, `queryPlanOf` asks the database how it would run one (SQLite `EXPLAIN QUERY PLAN`,
 * MySQL/MariaDB `EXPLAIN`), so a test can prove that a list's filter and sort are served by an index
 * rather than a full scan of a table or a temporary sort.
 */
export interface QueryPlan {
  dialect: 'sqlite' | 'mysql';
  /** The plan as the database words it, one line per step. */
  steps: string[];
  /** Tables read from start to end without an index (SQLite `SCAN t`; MySQL type ALL). */
  fullScans: string[];
  /** The indexes the plan uses. */
  indexes: string[];
  /** The indexes the planner could use for the statement's conditions (MySQL possible_keys; on SQLite the ones it uses). */
  candidates: string[];
  /** A sort the index order could not give (SQLite `USE TEMP B-TREE FOR ORDER BY`; MySQL `Using filesort`). */
  tempSort: boolean;
}

/** The SELECT statements `fn` runs, as sent to the database (values inlined, as Sequelize sends them). */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const sequelize = getSequelize();
  const statements: string[] = [];
  sequelize.addHook('afterQuery', 'capture-statements', (options: unknown, query: unknown) => {
    const sql = (query as { sql?: string }).sql;
    const bind = (options as { bind?: unknown } | undefined)?.bind;
    if (sql && /^\s*SELECT\b/i.test(sql)) statements.push(Array.isArray(bind) && bind.length > 0 ? withValues(sql, bind) : sql);
  });
  try {
    await fn();
  } finally {
    sequelize.removeHook('afterQuery', 'capture-statements');
  }
  return statements;
}

/** A statement with bind parameters (a prepared read's: `$1`… on SQLite, `?` on MySQL) with its values written in, for a plan. */
function withValues(sql: string, bind: readonly unknown[]): string {
  const sequelize = getSequelize();
  if (/\$1\b/.test(sql)) return sql.replace(/\$(\d+)\b/g, (_match, index: string) => sequelize.escape(bind[Number(index) - 1] as string));
  let next = 0;
  return sql.replace(/\?/g, () => sequelize.escape(bind[next++] as string));
}

/** The one captured statement that reads `table` (FROM or JOIN) and matches `pattern`; fails unless exactly one does. */
export function statementOn(statements: readonly string[], table: string, pattern: RegExp = /./): string {
  const reads = new RegExp(`\\b(FROM|JOIN)\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i');
  const found = statements.filter((sql) => reads.test(sql) && pattern.test(sql));
  if (found.length !== 1) throw new Error(`expected one statement on ${table} matching ${pattern}, found ${found.length}:\n${statements.join('\n')}`);
  return found[0]!;
}

/** How the database would run `sql`. */
export async function queryPlanOf(sql: string): Promise<QueryPlan> {
  const sequelize = getSequelize();
  const statement = sql.trim().replace(/;$/, '');
  // Sequelize names every table by an alias (`payments` AS `Payment`); a subquery's alias is no table.
  const aliases = new Set([...statement.matchAll(/(?:FROM|JOIN)\s+`\w+`\s+AS\s+`([^`]+)`/gi)].map((match) => match[1]!));
  if (sequelize.getDialect() === 'sqlite') {
    const tables = new Set(
      (await sequelize.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'", { type: QueryTypes.SELECT })).map((row) => row.name),
    );
    const rows = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${statement}`, { type: QueryTypes.SELECT });
    const steps = rows.map((row) => row.detail);
    // A subquery's rows are read back from its co-routine or materialised table, which may share its table's alias.
    const subqueries = new Set(steps.flatMap((step) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)$/.exec(step)?.[1] ?? []));
    const fullScans = steps.flatMap((step) => {
      const match = /^SCAN (\S+)(?: AS \S+)?$/.exec(step);
      return match && !subqueries.has(match[1]!) && (tables.has(match[1]!) || aliases.has(match[1]!)) ? [match[1]!] : [];
    });
    const indexes = steps.flatMap((step) => {
      const match = /USING (?:COVERING )?INDEX (\S+)/.exec(step);
      return match ? [match[1]!] : [];
    });
    return { dialect: 'sqlite', steps, fullScans, indexes, candidates: indexes, tempSort: steps.some((step) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(step)) };
  }
  const rows = await sequelize.query<{ table: string | null; type: string | null; key: string | null; possible_keys: string | null; Extra: string | null }>(`EXPLAIN ${statement}`, { type: QueryTypes.SELECT });
  return {
    dialect: 'mysql',
    steps: rows.map((row) => `${row.table} ${row.type} ${row.key ?? '-'} ${row.Extra ?? ''}`.trim()),
    fullScans: rows.filter((row) => row.type === 'ALL' && row.table && !row.table.startsWith('<')).map((row) => row.table!),
    indexes: rows.flatMap((row) => (row.key ? row.key.split(',') : [])),
    candidates: rows.flatMap((row) => (row.possible_keys ? row.possible_keys.split(',') : [])),
    tempSort: rows.some((row) => /Using filesort/.test(row.Extra ?? '')),
  };
}

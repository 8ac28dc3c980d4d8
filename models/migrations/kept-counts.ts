import type { Sequelize } from 'sequelize';

/**
 * A number SQLite keeps for a hot count (ADR 087): a row of `kept_counts`, counted from the rows there
 * are, and AFTER INSERT / DELETE / UPDATE OF `columns` triggers on `table` that add or take one in the
 * writing statement's own transaction, whoever writes. `counted` is the predicate over a row alias
 * (`new` or `old`); it must be the one the domain counts with. Triggers are named `<table>_<tag>_ai|ad|au`.
 * A later migration that rebuilds `table` on SQLite drops its triggers and must create them again.
 */
export interface KeptCount {
  name: string;
  table: string;
  tag: string;
  columns: string[];
  counted: (row: 'new' | 'old') => string;
}

/** The AFTER triggers of one table under `tag`, in this order: `<table>_<tag>_ai`, `_ad`, `_au`. */
const TRIGGER_EVENTS = [
  ['ai', 'INSERT'],
  ['ad', 'DELETE'],
  ['au', 'UPDATE'],
] as const;
const tableTriggers = (table: string, tag: string) => TRIGGER_EVENTS.map(([suffix, event]) => ({ name: `${table}_${tag}_${suffix}`, table, event }));
const triggersOf = ({ table, tag }: KeptCount) => tableTriggers(table, tag).map((trigger) => trigger.name);

export async function createKeptCount(sequelize: Sequelize, kept: KeptCount): Promise<void> {
  const { name, table, columns } = kept;
  // 1 or 0, never NULL (a NULL column makes a bare predicate NULL).
  const one = (row: 'new' | 'old') => `(CASE WHEN ${kept.counted(row)} THEN 1 ELSE 0 END)`;
  const bump = (delta: string) => `UPDATE "kept_counts" SET "count" = "count" + ${delta} WHERE "name" = '${name}';`;
  const [inserted, deleted, updated] = triggersOf(kept);
  await sequelize.query(`CREATE TRIGGER "${inserted}" AFTER INSERT ON "${table}" WHEN ${one('new')} = 1 BEGIN ${bump('1')} END`);
  await sequelize.query(`CREATE TRIGGER "${deleted}" AFTER DELETE ON "${table}" WHEN ${one('old')} = 1 BEGIN ${bump('-1')} END`);
  await sequelize.query(
    `CREATE TRIGGER "${updated}" AFTER UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')} ON "${table}" ` +
      `WHEN ${one('new')} <> ${one('old')} BEGIN ${bump(`${one('new')} - ${one('old')}`)} END`,
  );
  await sequelize.query(`INSERT INTO "kept_counts" ("name", "count") SELECT '${name}', count(*) FROM "${table}" AS "new" WHERE ${kept.counted('new')}`);
}

export async function dropKeptCount(sequelize: Sequelize, kept: KeptCount): Promise<void> {
  for (const trigger of triggersOf(kept).reverse()) await sequelize.query(`DROP TRIGGER IF EXISTS "${trigger}"`);
  await sequelize.query(`DELETE FROM "kept_counts" WHERE "name" = '${kept.name}'`);
}

/**
 * A change counter SQLite keeps (ADR 090): a row of `kept_counts` that AFTER INSERT / DELETE / UPDATE
 * triggers on each of `tables` raise by one in the writing statement's own transaction, whoever
 * writes. It starts at a random number, so two databases (a test's fresh one, a restored copy made
 * by another history) do not count the same changes under the same number. Triggers are named
 * `<table>_<tag>_ai|ad|au`; a later migration that rebuilds one of the tables on SQLite drops them
 * and must create them again.
 */
export interface ChangeCounter {
  name: string;
  tag: string;
  tables: string[];
  /** Only an update of these columns counts (UPDATE OF); without it, every update. */
  updateOf?: string[];
  /** Only a row for which this predicate over `new` or `old` holds counts (an update: before or after); without it, every row. */
  when?: (row: 'new' | 'old') => string;
}

const counterTriggersOf = ({ tables, tag }: ChangeCounter) => tables.flatMap((table) => tableTriggers(table, tag));

/** The triggers that raise `counter` (its row made elsewhere): a counter may count the rows of more than one migration's tables. */
export async function createCounterTriggers(sequelize: Sequelize, counter: ChangeCounter): Promise<void> {
  const bump = `UPDATE "kept_counts" SET "count" = "count" + 1 WHERE "name" = '${counter.name}';`;
  const updateOf = counter.updateOf ? ` OF ${counter.updateOf.map((column) => `"${column}"`).join(', ')}` : '';
  const { when } = counter;
  const condition = { INSERT: when?.('new'), DELETE: when?.('old'), UPDATE: when && `(${when('new')}) OR (${when('old')})` };
  for (const { name, table, event } of counterTriggersOf(counter)) {
    const only = condition[event] ? ` WHEN ${condition[event]}` : '';
    await sequelize.query(`CREATE TRIGGER "${name}" AFTER ${event}${event === 'UPDATE' ? updateOf : ''} ON "${table}"${only} BEGIN ${bump} END`);
  }
}

export async function dropCounterTriggers(sequelize: Sequelize, counter: ChangeCounter): Promise<void> {
  for (const { name } of counterTriggersOf(counter).reverse()) await sequelize.query(`DROP TRIGGER IF EXISTS "${name}"`);
}

export async function createChangeCounter(sequelize: Sequelize, counter: ChangeCounter): Promise<void> {
  await createCounterTriggers(sequelize, counter);
  // Below 2^52: the driver reads an INTEGER as a JavaScript number, exact only up to 2^53, and 2^52
  // changes more fit before then.
  await sequelize.query(`INSERT INTO "kept_counts" ("name", "count") VALUES ('${counter.name}', abs(random() % 4503599627370496))`);
}

export async function dropChangeCounter(sequelize: Sequelize, counter: ChangeCounter): Promise<void> {
  await dropCounterTriggers(sequelize, counter);
  await sequelize.query(`DELETE FROM "kept_counts" WHERE "name" = '${counter.name}'`);
}

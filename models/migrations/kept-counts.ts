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

const triggersOf = ({ table, tag }: KeptCount) => ['ai', 'ad', 'au'].map((suffix) => `${table}_${tag}_${suffix}`);

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

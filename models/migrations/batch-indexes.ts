import type { QueryInterface } from 'sequelize';

/**
 * Several indexes of one table in one statement on MySQL/MariaDB (`ALTER TABLE … ADD INDEX …, ADD
 * INDEX …`: InnoDB rebuilds its metadata once, not once per index), one by one on SQLite. Used by the
 * index migrations from 0060 on; shipped migrations depend on it, so its behaviour never changes.
 */
export interface IndexSpec {
  name: string;
  fields: string[];
}

export async function addIndexes(qi: QueryInterface, table: string, indexes: readonly IndexSpec[], drop: readonly string[] = []): Promise<void> {
  if (qi.sequelize.getDialect() !== 'mysql') {
    for (const { name, fields } of indexes) await qi.addIndex(table, fields, { name });
    for (const name of drop) await qi.removeIndex(table, name);
    return;
  }
  const q = (name: string) => qi.quoteIdentifier(name);
  const parts = [...indexes.map(({ name, fields }) => `ADD INDEX ${q(name)} (${fields.map(q).join(', ')})`), ...drop.map((name) => `DROP INDEX ${q(name)}`)];
  await qi.sequelize.query(`ALTER TABLE ${q(table)} ${parts.join(', ')}`);
}

export async function removeIndexes(qi: QueryInterface, table: string, names: readonly string[], restore: readonly IndexSpec[] = []): Promise<void> {
  await addIndexes(qi, table, restore, names);
}

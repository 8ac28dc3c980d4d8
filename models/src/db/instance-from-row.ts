import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** SQLite's own readers of the column types it hands back as text (sequelize's dialects/sqlite/data-types). */
const SQLITE_PARSERS = (DataTypes as unknown as { sqlite: Record<'DATE' | 'JSON', { parse(value: string, options: { timezone?: string }): unknown }> }).sqlite;

/**
 * An instance of `model` from a plain (raw) row of a find, as the find would have built it: the
 * columns named `prefix` + attribute (`user.name` for an include `user`, the attribute alone for the
 * model found), each present one read as the dialect reads it for a model (SQLite hands dates and
 * JSON back as text; MySQL's and MariaDB's connection already types them), then built as a stored
 * row (`isNewRecord: false`, `raw: true`). Used where Sequelize's grouping of a joined row costs
 * more than the read (issue 17); sessions.test.ts checks the result equals the find's.
 */
export function instanceFromRow<M extends Model>(model: ModelStatic<M>, row: Record<string, unknown>, prefix: string): M {
  const sequelize = model.sequelize as Sequelize;
  const sqlite = sequelize.getDialect() === 'sqlite';
  const timezone = (sequelize as unknown as { options: { timezone?: string } }).options.timezone;
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(model.getAttributes())) {
    const key = `${prefix}${name}`;
    if (!(key in row)) continue;
    let value = row[key];
    const type = (attribute.type as { key?: string }).key;
    if (sqlite && typeof value === 'string' && (type === 'DATE' || type === 'JSON')) value = SQLITE_PARSERS[type].parse(value, { timezone });
    values[name] = value;
  }
  return model.build(values as never, { isNewRecord: false, raw: true });
}

import { DEFAULT_LANGUAGE } from '../../constants/index';
import { ExportFile } from '../../models/export-file';
import { User } from '../../models/user';
import { mailTranslator } from '../../mail/translator';
import { getStorage } from '../../storage/index';
import { type Actor, assertSystemActor, type KeysetCursor, type SystemActor } from '../kernel/index';
import { exportDefinition, type ExportDefinition, type ExportParams } from './registry';
import { writeXlsxToStorage, type XlsxCell } from './write-xlsx';

/** Rows read per query while writing a sheet (the memory an export holds), and the most rows one export writes. */
const BATCH = 500;
const MAX_ROWS = 1_000_000;

export interface ExportRunOutcome {
  done: number[];
  failed: number[];
}

/**
 * The export runner (G-10, G-43, the `export-runner` job): takes the pending exports oldest first,
 * reads each list through its registry entry with the filter and sort it was requested with, batch by
 * batch, streaming the .xlsx with the column labels in the requester's language to storage under a
 * key of its own (`exports/{id}/{filename}`; storage never overwrites) in a fixed memory whatever the
 * row count, and marks it 'success' with the file, or
 * 'fail' with the reason. The job lock makes it the only runner; each export is claimed by a
 * conditional update so a second runner would skip it.
 */
export async function runPendingExports(input: { actor: SystemActor; limit?: number }): Promise<ExportRunOutcome> {
  assertSystemActor(input.actor);
  const outcome: ExportRunOutcome = { done: [], failed: [] };
  const pending = await ExportFile.findAll({ where: { status: 'processing', fileurl: null }, order: [['id', 'ASC']], limit: input.limit ?? 10 });
  for (const file of pending) {
    try {
      const key = await writeExport(file);
      const [claimed] = await ExportFile.update({ status: 'success', fileurl: key, error: null }, { where: { id: file.id, status: 'processing' } });
      if (claimed === 1) outcome.done.push(file.id);
    } catch (error) {
      await ExportFile.update({ status: 'fail', error: error instanceof Error ? error.message.slice(0, 2000) : String(error) }, { where: { id: file.id, status: 'processing' } });
      outcome.failed.push(file.id);
    }
  }
  return outcome;
}

/** The list's rows as sheet cells, read BATCH at a time in the list's order, each batch after the last one's final row. */
async function* exportRows(definition: ExportDefinition<unknown>, params: ExportParams, viewer: Actor, t: (key: string) => string): AsyncGenerator<XlsxCell[]> {
  let after: KeysetCursor | null = null;
  for (let written = 0; written < MAX_ROWS; written += BATCH) {
    const batch = await definition.batch(params, { after, limit: BATCH, viewer });
    for (const row of batch.rows) yield definition.columns.map((c) => c.value(row, t));
    if (batch.rows.length < BATCH || !batch.last) return;
    after = batch.last;
  }
}

async function writeExport(file: ExportFile): Promise<string> {
  const definition = exportDefinition(file.type);
  if (!definition) throw new Error(`Unknown export type ${file.type}`);
  const requester = file.user_id ? await User.findByPk(file.user_id, { attributes: ['id', 'role_id', 'language'] }) : null;
  if (!requester) throw new Error('The requester no longer exists');
  const t = mailTranslator(requester.language ?? DEFAULT_LANGUAGE);
  const params = (file.params ?? { filter: {} }) as unknown as ExportParams;
  definition.check(params);
  const key = `exports/${file.id}/${file.filename}`;
  const columns = definition.columns.map((c) => ({ header: t(c.labelKey), width: c.width }));
  await writeXlsxToStorage(getStorage(), key, t(`ip-records:exports.types.${file.type}`), columns, exportRows(definition, params, { id: requester.id, role_id: requester.role_id }, t));
  return key;
}

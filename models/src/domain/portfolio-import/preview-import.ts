import { Op } from 'sequelize';
import { ROLE } from '../../constants/index';
import { PortfolioImport } from '../../models/portfolio-import';
import { assertRole, inTransaction, orFail, type Actor, type OperationOptions } from '../kernel/index';
import { parseImportFile } from './parse-import-file';
import { IMPORT_FAIL, IMPORT_KEY, IMPORT_PREVIEW_TTL_MS, newImportToken, summaryOf, type ImportRow, type ImportSummary } from './shared';
import { checkImportRows, readImportContext, type CheckedRow } from './validate-import-rows';

/** A row as the preview keeps it: what the page shows, and the cells the reader refused (the confirm checks again). */
export interface StoredImportRow extends ImportRow {
  refused?: Partial<Record<string, string>>;
}

export interface ImportPreviewCreated {
  token: string;
  summary: ImportSummary;
}

const stored = (row: CheckedRow, refused: Partial<Record<string, string>> | undefined): StoredImportRow => ({
  line: row.line,
  type: row.type,
  cells: row.cells,
  status: row.status,
  errors: row.errors,
  duplicate: row.duplicate,
  ...(refused ? { refused } : {}),
});

/**
 * Issue 18 (ADR 075): a customer's uploaded spreadsheet read, every row checked (the renewal form's
 * rules, the duplicate rules) and kept as a preview under a random token for two hours. Nothing of the
 * portfolio is written: the customer's IP records change only when the preview is confirmed. A refused
 * file (its type, a macro, a zip bomb, its size, no rows…) throws an AppError with its message and
 * keeps nothing. A new preview replaces the customer's earlier unconfirmed one.
 */
export async function previewImport(
  input: { actor: Actor; file: { name: string; buffer: Buffer } },
  options: OperationOptions & { today?: string } = {},
): Promise<ImportPreviewCreated> {
  assertRole(input.actor, [ROLE.MEMBER], IMPORT_KEY('not_allowed'));
  const userId = input.actor.id;
  const parsed = await parseImportFile(input.file);
  return orFail(IMPORT_FAIL, async () => {
    const context = await readImportContext(options);
    const rows = await checkImportRows(input.actor, parsed.rows, context, options);
    const summary = summaryOf(rows);
    const token = newImportToken();
    const now = Date.now();
    await inTransaction(options, async (transaction) => {
      await PortfolioImport.destroy({
        where: { status: 'preview', [Op.or]: [{ user_id: userId }, { expires_at: { [Op.lt]: new Date(now) } }] },
        transaction,
      });
      await PortfolioImport.create(
        {
          user_id: userId,
          token,
          file_name: input.file.name.trim().slice(0, 191) || 'import',
          rows: rows.map((row, index) => stored(row, parsed.rows[index]?.refused)),
          total_rows: summary.total,
          valid_rows: summary.valid,
          error_rows: summary.errors,
          duplicate_rows: summary.duplicates,
          expires_at: new Date(now + IMPORT_PREVIEW_TTL_MS),
        },
        { transaction },
      );
    });
    return { token, summary };
  });
}

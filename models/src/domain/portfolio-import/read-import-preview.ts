import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { PortfolioImport } from '../../models/portfolio-import';
import { assertRole, iso, orFail, type Actor, type OperationOptions } from '../kernel/index';
import type { StoredImportRow } from './preview-import';
import { IMPORT_ERROR, IMPORT_KEY, isImportToken, type ImportRow, type ImportSummary } from './shared';

/** The most rows the preview page lists: rows with errors or duplicates first, then valid rows. */
export const PREVIEW_PROBLEM_ROWS = 400;
export const PREVIEW_VALID_ROWS = 100;

export interface ImportPreviewJson {
  token: string;
  file_name: string;
  status: 'preview' | 'confirmed';
  summary: ImportSummary;
  /** The rows listed, in the file's order (see `hidden`). */
  rows: ImportRow[];
  /** Rows not listed (the counts include them). */
  hidden: number;
  created_count: number | null;
  expires_at: string | null;
  can_confirm: boolean;
}

/** The customer's own preview by its token; NOT_FOUND alike for a malformed, unknown, expired or another customer's token. */
export async function readImportPreview(input: { actor: Actor; token: string }, options: OperationOptions = {}): Promise<ImportPreviewJson> {
  assertRole(input.actor, [ROLE.MEMBER], IMPORT_KEY('not_allowed'));
  if (!isImportToken(input.token)) throw new AppError('NOT_FOUND', IMPORT_ERROR('expired'));
  return orFail(IMPORT_ERROR('fail'), async () => {
    const found = await PortfolioImport.findOne({ where: { token: input.token, user_id: input.actor.id }, transaction: options.transaction });
    if (!found || (found.status === 'preview' && found.expires_at.getTime() <= Date.now())) throw new AppError('NOT_FOUND', IMPORT_ERROR('expired'));
    const all = (Array.isArray(found.rows) ? found.rows : []) as StoredImportRow[];
    const problems = all.filter((row) => row.status !== 'valid').slice(0, PREVIEW_PROBLEM_ROWS);
    const valid = all.filter((row) => row.status === 'valid').slice(0, PREVIEW_VALID_ROWS);
    const rows = [...problems, ...valid]
      .sort((a, b) => a.line - b.line)
      .map(({ refused: _refused, ...row }) => row);
    const summary = { total: found.total_rows, valid: found.valid_rows, errors: found.error_rows, duplicates: found.duplicate_rows };
    const status = found.status === 'confirmed' ? 'confirmed' : 'preview';
    return {
      token: found.token,
      file_name: found.file_name,
      status,
      summary,
      rows,
      hidden: all.length - rows.length,
      created_count: found.created_count ?? null,
      expires_at: status === 'preview' ? iso(found.expires_at) : null,
      can_confirm: status === 'preview' && summary.valid > 0,
    };
  });
}

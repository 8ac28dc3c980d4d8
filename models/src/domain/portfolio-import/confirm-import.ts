import { Op } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { PortfolioImport } from '../../models/portfolio-import';
import { assertRole, inTransaction, orFail, type Actor, type OperationOptions } from '../kernel/index';
import type { StoredImportRow } from './preview-import';
import { IMPORT_ERROR, IMPORT_FAIL, IMPORT_KEY, isImportToken, type ImportField } from './shared';
import { checkImportRows, readImportContext } from './validate-import-rows';

export interface ImportConfirmed {
  /** Records created by this call (0 when the preview had been confirmed already). */
  created: number;
  /** Rows valid at the preview that are no longer (a duplicate made since, the country's rules changed): not created. */
  skipped: number;
  /** True when this token had been confirmed before: nothing was created now. */
  already_confirmed: boolean;
  message: string;
}

const INSERT_CHUNK = 500;

/**
 * Issue 18 (ADR 075): the customer confirms a preview. In one transaction: the preview is claimed
 * (preview → confirmed, only if it is still the customer's, unconfirmed and not expired), its rows are
 * checked again (the form's rules and the duplicate rules, as of now) and every row still valid becomes
 * an active IP record of the customer — all or none. A second confirm of the same token creates
 * nothing and says so; an unknown, expired or another customer's token is NOT_FOUND.
 */
export async function confirmImport(input: { actor: Actor; token: string }, options: OperationOptions & { today?: string } = {}): Promise<ImportConfirmed> {
  assertRole(input.actor, [ROLE.MEMBER], IMPORT_KEY('not_allowed'));
  if (!isImportToken(input.token)) throw new AppError('NOT_FOUND', IMPORT_ERROR('expired'));
  const { actor, token } = input;
  return orFail(IMPORT_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const now = new Date();
      const [claimed] = await PortfolioImport.update(
        { status: 'confirmed', confirmed_at: now },
        { where: { token, user_id: actor.id, status: 'preview', expires_at: { [Op.gt]: now } }, transaction },
      );
      const preview = await PortfolioImport.findOne({ where: { token, user_id: actor.id }, transaction });
      if (!preview) throw new AppError('NOT_FOUND', IMPORT_ERROR('expired'));
      if (claimed === 0) {
        if (preview.status === 'confirmed') return { created: 0, skipped: 0, already_confirmed: true, message: IMPORT_KEY('already_confirmed') };
        throw new AppError('NOT_FOUND', IMPORT_ERROR('expired'));
      }
      const stored = (Array.isArray(preview.rows) ? preview.rows : []) as StoredImportRow[];
      const wanted = stored.filter((row) => row.status === 'valid');
      const context = await readImportContext({ transaction, today: options.today });
      const rows = await checkImportRows(
        actor,
        wanted.map((row) => ({ line: row.line, cells: row.cells, refused: row.refused as Partial<Record<ImportField, string>> | undefined })),
        context,
        { transaction },
      );
      const records = rows.filter((row) => row.status === 'valid' && row.values).map((row) => ({ ...row.values!, user_id: actor.id, model_type: 'ip' as const, status: 1 }));
      for (let start = 0; start < records.length; start += INSERT_CHUNK) {
        await IpRecord.bulkCreate(records.slice(start, start + INSERT_CHUNK), { transaction, validate: true });
      }
      await PortfolioImport.update({ created_count: records.length }, { where: { id: preview.id }, transaction });
      return { created: records.length, skipped: wanted.length - records.length, already_confirmed: false, message: IMPORT_KEY('confirmed') };
    }),
  );
}

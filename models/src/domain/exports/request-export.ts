import { ExportFile } from '../../models/export-file';
import { exportRequestSchema, type ExportRowJson } from '../../schemas/exports';
import { type Actor, assertAllowed, type OperationOptions, orFail, parseInput } from '../kernel/index';
import { exportFilename } from './excel-values';
import { exportDefinition } from './registry';
import { EXPORT_FAIL, exportRows } from './shared';

/**
 * ADM-30, G-10, MSG-16: staff ask for an Excel export of a list with its current filter and sort. The
 * requester needs the export right and the list's own right; the filter is checked as the list checks
 * it (a refused one is refused now, not later in the worker). The request is an `exports` row in
 * 'processing' that the export runner picks up. 'Done Export Excel' (the export is queued).
 */
export async function requestExport(
  input: { actor: Actor; type?: unknown; filter?: unknown; sort?: unknown; now?: Date },
  options: OperationOptions = {},
): Promise<{ message: string; export: ExportRowJson }> {
  assertAllowed(input.actor, 'exports', 'create');
  const request = parseInput(exportRequestSchema, { type: input.type, filter: input.filter ?? {}, sort: input.sort }, EXPORT_FAIL);
  const definition = exportDefinition(request.type)!;
  assertAllowed(input.actor, definition.resource, 'list');
  const params = { filter: request.filter ?? {}, ...(request.sort ? { sort: request.sort } : {}) };
  definition.check(params);
  const file = await orFail(EXPORT_FAIL, () =>
    ExportFile.create(
      { filename: exportFilename(request.type, input.now ?? new Date()), type: request.type, user_id: input.actor.id, status: 'processing', params },
      { transaction: options.transaction },
    ),
  );
  return { message: 'ip-records:console.export_done', export: (await exportRows([file], options.transaction))[0]! };
}

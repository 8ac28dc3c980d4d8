import { EXPORT_SORT_FIELDS, getExport, listExports, readExportFile, requestExport } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/exports (G-10, G-43, MSG-16, ADM-30) — thin callers of exports:
 *   GET  /api/admin/exports?filter={"status":"success","q":".."} → rows + Content-Range
 *   GET  /api/admin/exports/:id → one row
 *   POST /api/admin/exports {type, filter, sort} → 'Done Export Excel' (queued for the export runner)
 *   GET  /api/admin/exports/:id/download → the finished .xlsx (SA/AD)
 */

type ExportSortField = (typeof EXPORT_SORT_FIELDS)[number];
const LIST = { sortFields: EXPORT_SORT_FIELDS, defaultSort: { field: 'created_at' as ExportSortField, order: 'DESC' as const }, messageKey: 'ip-records:exports.read_fail' };
const NOT_FOUND = 'ip-records:exports.not_found';

export const listExportResource = (request: Request) =>
  handleApi(request, 'exports', 'list', async ({ actor }) => listResponse('exports', await listExports({ actor, ...parseListParams<ExportSortField>(new URL(request.url), LIST) })));

export const getExportResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'exports', 'read', async ({ actor }) => jsonResponse(await getExport({ actor, id: parseId(rawId, NOT_FOUND) })));

export const createExportResource = (request: Request) =>
  handleApi(request, 'exports', 'create', async ({ actor, t }) => {
    const body = await readJsonObject(request, 'ip-records:console.export_fail');
    const result = await requestExport({ actor, type: body.type, filter: body.filter, sort: body.sort });
    return jsonResponse({ ...result.export, message: t(result.message), data: result.export }, { status: 201 });
  });

export const downloadExportResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'exports', 'read', async ({ actor }) => {
    return fileResponse(await readExportFile({ actor, id: parseId(rawId, NOT_FOUND) }));
  });

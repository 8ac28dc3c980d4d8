import { applicationFileActionFormSchema, FILE_FAIL, hideApplicationFile, readApplicationFile, restoreApplicationFile, reuploadApplicationFile } from '@iprenew/models';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { requirePage, requireRoute } from '~/lib/guard.server';
import { AGENT_JOB_ROUTE, answer, refused, APPLICATION_DOWNLOAD_ROUTE, download, tooLarge, uploadForm } from './application-files.server';
import { postedFile } from '~/lib/upload.server';

/**
 * GET /dashboard/application/:id/files/:fileId — the file (G-45): the assigned agent (any file of the
 * job) or the owning customer (files shown to them, POR-51); anyone else, the same 404.
 * POST — the row's action (intent): hide (AGT-30), restore (AGT-31) or re-upload with a file (AGT-32;
 * never a locked file). The assigned agent only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requireRoute(request, APPLICATION_DOWNLOAD_ROUTE);
  return download(() => readApplicationFile({ actor, applicationId: params.id, fileId: params.fileId }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, AGENT_JOB_ROUTE);
  const form = await uploadForm(request);
  if (!form) return tooLarge(FILE_FAIL.reupload);
  const submission = parseForm(form, { schema: applicationFileActionFormSchema });
  if (submission.status !== 'success') return refused(FILE_FAIL.reupload);
  const row = { actor, applicationId: params.id, fileId: params.fileId };
  switch (submission.value.intent) {
    case 'hide':
      return answer(FILE_FAIL.hide, () => hideApplicationFile(row));
    case 'restore':
      return answer(FILE_FAIL.restore, () => restoreApplicationFile(row));
    case 'reupload': {
      const upload = await postedFile(form.get('file'));
      return answer(FILE_FAIL.reupload, () => reuploadApplicationFile({ ...row, file: upload }));
    }
  }
}

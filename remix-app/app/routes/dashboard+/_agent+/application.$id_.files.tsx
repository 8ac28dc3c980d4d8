import { addApplicationFile, addApplicationFileFormSchema, FILE_FAIL } from '@iprenew/models';
import type { ActionFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';
import { AGENT_JOB_ROUTE, answer, tooLarge, uploadForm } from './application-files.server';
import { postedFile } from '~/lib/upload.server';

/**
 * POST /dashboard/application/:id/files — Add file (AGT-28, AGT-29): description ("filename"),
 * is_hidden and a pdf/doc/docx file, checked by the operation. The assigned agent only; another
 * agent's job is 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, AGENT_JOB_ROUTE);
  const form = await uploadForm(request);
  if (!form) return tooLarge(FILE_FAIL.add);
  const submission = parseForm(form, { schema: addApplicationFileFormSchema });
  const { description, is_hidden, file } = submission.payload as { description?: unknown; is_hidden?: unknown; file?: FormDataEntryValue };
  const upload = await postedFile(file ?? null);
  return answer(FILE_FAIL.add, () => addApplicationFile({ actor, applicationId: params.id, description, isHidden: is_hidden, file: upload }));
}

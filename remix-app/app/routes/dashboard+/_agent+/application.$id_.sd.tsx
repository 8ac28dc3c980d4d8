import { downloadSd, takeApplicationStep, uploadSdFormSchema } from '@iprenew/models';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';
import { requestLanguage } from '~/lib/i18n.server';
import { AGENT_JOB_ROUTE, answer, refused, download, tooLarge, uploadForm } from './application-files.server';
import { postedFile } from '~/lib/upload.server';

/**
 * GET /dashboard/application/:id/sd — Download SD (G-53, AGT-25): the product's document template
 * filled with the job's data, in the reader's language, where the workflow allows `download_sd`.
 * POST — Upload SD: the signed document, stored locked (status 2) by the workflow's `upload_sd` step.
 * The assigned agent only; another agent's job is 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, AGENT_JOB_ROUTE);
  const language = await requestLanguage(request);
  return download(async () => ({ ...(await downloadSd({ actor, applicationId: params.id, language })), contentType: 'application/pdf' }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, AGENT_JOB_ROUTE);
  const form = await uploadForm(request);
  if (!form) return tooLarge('applications:step.fail', 'file', 'applications:step.file_size');
  if (parseForm(form, { schema: uploadSdFormSchema }).status !== 'success') return refused('applications:step.fail');
  const upload = await postedFile(form.get('file'));
  return answer('applications:step.fail', () => takeApplicationStep({ actor, applicationId: params.id, action: 'upload_sd', file: upload }));
}

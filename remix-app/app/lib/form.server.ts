import { parseWithZod } from '@conform-to/zod/v4';
import { FORM_SHAPE_MESSAGES, formShapeProblem } from '@iprenew/models';
import { z } from 'zod';

/**
 * The form parser of every Remix action (issue 11, ADR 019): the structural bounds first, on the
 * field names only (an index above FORM_LIMITS.maxIndex, too many fields, Conform control fields that
 * are not its JSON), then Conform + the shared Zod schema. A refused form never reaches Conform, so
 * nothing is allocated from its names: the answer is an error submission with one form error (an
 * i18n key, as the schemas' messages are) and an empty payload.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, options: { schema: Schema }) {
  const problem = formShapeProblem(formData.entries());
  if (!problem) return parseWithZod(formData, options);
  const refusal = z.any().superRefine((_value, ctx) => ctx.addIssue({ code: 'custom', message: FORM_SHAPE_MESSAGES[problem] }));
  return parseWithZod(new FormData(), { schema: refusal as unknown as Schema });
}

/** The first message of a refused submission (a form error, else the first field's), or null when it passed. */
export function firstFormError(submission: { error?: Record<string, string[] | null> | null | undefined }): string | null {
  const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
  return submission.error?.['']?.[0] ?? errors[0] ?? null;
}

/** The posted form of a one-button form (logout, revert impersonation); a POST without a body is an empty form. */
export async function postedForm(request: Request): Promise<FormData> {
  return request.body === null ? new FormData() : request.formData();
}

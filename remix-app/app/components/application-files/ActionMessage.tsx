import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';
import type { FileActionAnswer } from './answer';

/** The action's answer as a banner: the spec's success or failure message (a catalogue key). */
export function ActionMessage({ answer }: { answer: FileActionAnswer | null }) {
  const { t } = useTranslation('files');
  if (!answer) return null;
  return <Alert tone={answer.ok ? 'success' : 'error'}>{t(answer.message)}</Alert>;
}

/** The first field error of an answer, translated (or null). */
export function useFieldError(answer: FileActionAnswer | null, field: string): string | null {
  const { t } = useTranslation('files');
  const key = answer?.fieldErrors?.[field]?.[0];
  return key ? t(key) : null;
}

import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { deliveryTrackingSchema } from '@iprenew/models/browser';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert, Field } from '~/components/shell/Field';

/** What the tracking action answers (remix-app/app/routes/resources+/deliveries.$id.tracking.tsx). */
export interface TrackingActionData {
  result: SubmissionResult<string[]>;
  success: string | null;
}

export const trackingActionPath = (id: number) => `/resources/deliveries/${id}/tracking`;

/**
 * DLV-5/6: courier and tracking number (each required, min 3, checked here and by the server), posted
 * to the delivery's tracking action. The list's modal and the job page's deliver request both use it.
 */
export function TrackingForm({
  deliveryId,
  courier,
  trackingNo,
  onCancel,
  onSaved,
}: {
  deliveryId: number;
  courier: string | null;
  trackingNo: string | null;
  onCancel?: () => void;
  onSaved?: (message: string) => void;
}) {
  const { t } = useTranslation('deliveries');
  const fetcher = useFetcher<TrackingActionData>();
  const busy = fetcher.state !== 'idle';
  const [form, fields] = useForm({
    id: `tracking-${deliveryId}`,
    lastResult: fetcher.data?.result,
    defaultValue: { courier: courier ?? '', tracking_no: trackingNo ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deliveryTrackingSchema }),
  });
  const saved = fetcher.state === 'idle' ? fetcher.data?.success : null;
  useEffect(() => {
    if (saved && onSaved) onSaved(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const formError = saved ? null : form.errors?.[0];
  return (
    <fetcher.Form method="post" action={trackingActionPath(deliveryId)} className="form dlv-tracking" {...getFormProps(form)}>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <Field id={fields.courier.id} label={t('tracking.courier')} errors={fields.courier.errors} errorId={fields.courier.errorId}>
        <input {...getInputProps(fields.courier, { type: 'text' })} key={fields.courier.key} className="field__input" maxLength={64} />
      </Field>
      <Field id={fields.tracking_no.id} label={t('tracking.tracking_no')} errors={fields.tracking_no.errors} errorId={fields.tracking_no.errorId}>
        <input {...getInputProps(fields.tracking_no, { type: 'text' })} key={fields.tracking_no.key} className="field__input" maxLength={64} />
      </Field>
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('tracking.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('tracking.saving') : t('tracking.save')}
        </button>
      </div>
    </fetcher.Form>
  );
}

import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';

const JOINED = new Set(['orders:cart.store_fail', 'orders:cart.update_fail']);

/**
 * The form-level failure (ORD-17): 'Fail to store cart' / 'Fail to update cart' followed by the
 * validation errors joined, or the server's own message (a duplicate, ORD-18) alone.
 */
export function FormProblem({ errors, fieldErrors }: { errors: string[] | undefined; fieldErrors?: Record<string, string[] | null> | null | undefined }) {
  const { t } = useTranslation('orders');
  const message = errors?.[0];
  if (!message) return null;
  const details = JOINED.has(message)
    ? [...new Set(Object.entries(fieldErrors ?? {}).filter(([field]) => field !== '').flatMap(([, list]) => list ?? []))].map((key) => t(key))
    : [];
  return (
    <Alert tone="error">
      <span data-testid="form-problem">
        {t(message)}
        {details.length ? `: ${details.join(', ')}` : null}
      </span>
    </Alert>
  );
}

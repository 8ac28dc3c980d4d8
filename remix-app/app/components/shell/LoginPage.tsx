import type { SubmissionResult } from '@conform-to/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AgentApplyForm } from '~/components/agent-onboarding/AgentApplyForm';
import { PublicShell } from '~/components/PublicShell';
import type { HumanCheckView } from '~/components/site/HumanCheck';
import { Alert } from './Field';
import { LoginForm, type LoginVariant } from './LoginForm';

interface LoginLoaderData {
  variant: LoginVariant;
  flash: { type: 'error' | 'success' | 'info'; message: string; params?: Record<string, string | number> } | null;
  /** The agent variant's "Become our agent" human check (G-52), else null. */
  apply?: HumanCheckView | null;
}

/** The login page of every variant, inside the public header and footer. */
export function LoginPage() {
  const { variant, flash, apply } = useLoaderData<LoginLoaderData>();
  const actionData = useActionData<{
    result?: SubmissionResult<string[]>;
    messageParams?: Record<string, string | number>;
    human?: HumanCheckView | null;
  }>();
  const { t } = useTranslation('nav');
  return (
    <PublicShell>
      <section className="login-page">
        <div className="container">
          {flash && !actionData ? (
            <div className="login-flash">
              <Alert flash={flash} tone={flash.type}>{t(flash.message, flash.params)}</Alert>
            </div>
          ) : null}
          <LoginForm
            key={variant}
            variant={variant}
            lastResult={actionData?.result ?? null}
            messageParams={actionData?.messageParams}
            human={actionData?.human ?? null}
          />
          {apply ? <AgentApplyForm human={apply} /> : null}
        </div>
      </section>
    </PublicShell>
  );
}

import { useTranslation } from '~/lib/i18n/react';

/**
 * PUB-7: the trademark process as an ordered diagram. Each step names the status the customer sees
 * in the account (the `enums` labels the application lists use).
 */
export const FLOW_STEPS = [
  { key: 'search', status: 'displayStatus.reportReady' },
  { key: 'filing', status: 'applicationStatusLabel.1' },
  { key: 'examination', status: 'applicationStatusLabel.9' },
  { key: 'acceptance', status: 'applicationStatusLabel.10' },
  { key: 'gazette', status: 'applicationStatusLabel.12' },
  { key: 'registration', status: 'applicationStatusLabel.2' },
  { key: 'renewal', status: 'applicationStatusLabel.14' },
] as const;

export function ProcessFlow() {
  const { t } = useTranslation('pages');
  const { t: te } = useTranslation('enums');
  return (
    <ol className="flow" aria-label={t('flow.diagramLabel')}>
      {FLOW_STEPS.map((step, index) => (
        <li key={step.key} className="flow__step">
          <span className="flow__number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="flow__body">
            <h2 className="flow__title">
              <span className="visually-hidden">{t('flow.stepLabel', { number: index + 1 })}: </span>
              {t(`flow.steps.${step.key}.title`)}
            </h2>
            <p>{t(`flow.steps.${step.key}.text`)}</p>
            <p className="flow__status">
              {t('flow.statusLabel')} <strong>{te(step.status)}</strong>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

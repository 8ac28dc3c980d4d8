import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { icons } from '~/components/icons';

type IconName = keyof typeof icons;

/** Cards with a title and a text: `pages:<prefix>.<key>.title|text`, with an optional icon per key. */
export function CardList({ prefix, keys, icon }: { prefix: string; keys: readonly string[]; icon?: (key: string) => IconName | undefined }) {
  const { t } = useTranslation('pages');
  return (
    <ul className="card-grid info-cards">
      {keys.map((key) => {
        const name = icon?.(key);
        return (
          <li key={key} className="card">
            {name ? <span className="card__icon">{icons[name]}</span> : null}
            <h3>{t(`${prefix}.${key}.title`)}</h3>
            <p>{t(`${prefix}.${key}.text`)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** A list of short statements with a tick: `pages:<prefix>.<key>`. */
export function CheckList({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useTranslation('pages');
  return (
    <ul className="check-list">
      {keys.map((key) => (
        <li key={key}>
          <span className="check-list__tick">{icons.check}</span>
          <span>{t(`${prefix}.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Titled paragraphs side by side on wide screens: `pages:<prefix>.<key>.heading|text`. */
export function ProseColumns({ prefix, keys, children }: { prefix: string; keys: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <div className="prose-columns">
      {keys.map((key) => (
        <section key={key} className="prose-columns__item" aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{t(`${prefix}.${key}.heading`)}</h2>
          <p>{t(`${prefix}.${key}.text`)}</p>
        </section>
      ))}
      {children}
    </div>
  );
}

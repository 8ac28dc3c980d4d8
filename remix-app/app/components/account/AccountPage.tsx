import type { ReactNode } from 'react';
import { PublicShell } from '~/components/PublicShell';
import { accountIcons } from './icons';

/**
 * The frame of the public account pages: the public header and footer, and one centred card.
 */
export function AccountPage({
  title,
  eyebrow,
  intro,
  icon,
  wide,
  children,
  footer,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  icon?: 'mail' | 'success' | 'error' | 'key';
  wide?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PublicShell>
      <section className="acct" aria-labelledby="acct-title">
        <div className="container">
          <div className={`acct__inner${wide ? ' acct__inner--wide' : ''}`}>
            <div className="acct__card">
              {icon ? (
                <span className={`acct__icon${icon === 'success' ? ' acct__icon--success' : icon === 'error' ? ' acct__icon--error' : ''}`} aria-hidden="true">
                  {accountIcons[icon]}
                </span>
              ) : null}
              {eyebrow ? <p className="acct__eyebrow">{eyebrow}</p> : null}
              <h1 id="acct-title" className="acct__title">
                {title}
              </h1>
              {intro ? <p className="acct__intro">{intro}</p> : null}
              {children}
              {footer ? <div className="acct__footer">{footer}</div> : null}
            </div>
          </div>
        </div>
      </section>
    </PublicShell>
  );
}

/** A status banner. Errors are announced at once, the others politely. */
export function AccountAlert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`acct-alert acct-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}

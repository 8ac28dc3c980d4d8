import type { NotificationSummary } from '@iprenew/models';
import type { Language } from '@iprenew/models/browser';
import { Form, NavLink } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { Logo } from '~/components/Logo';
import { sidebarFor } from './sidebar-config';
import { shellIcons } from './ShellIcons';
import { useScrolledPast } from './use-scrolled-past';

export interface ShellUser {
  /** The name, or the e-mail when there is none (ACC-72). */
  displayName: string;
  /** `nav:` key of the role label: roles.personal / roles.company for members (ACC-73), roles.<id> otherwise. */
  roleLabel: string;
  roleId: number;
}

export interface ShellProps {
  user: ShellUser;
  /** Members only (ACC-14): the number of cart_items rows. */
  cartCount: number | null;
  /** Set while a staff member impersonates the user (ACC-68). */
  impersonator: { displayName: string } | null;
  /** The unread counts whose dots the sidebar shows; the sidebar itself is the role's (sidebarFor). */
  notifications: Partial<NotificationSummary> | null;
  language: Language;
  path: string;
  children: ReactNode;
}

/** What the dashboard layout's loader sends: the shell's props without the page's language, path and content. */
export type ShellData = Omit<ShellProps, 'language' | 'path' | 'children'>;

function initials(name: string): string {
  const parts = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The signed-in layout of the Remix app: navbar (identity, cart, account links, logout, language,
 * revert impersonation) and the role's sidebar. Logout and revert are POST forms. On small screens the
 * sidebar folds behind a menu button once JavaScript runs; without it, it stays open above the page.
 */
export function DashboardShell({ user, cartCount, impersonator, notifications, language, path, children }: ShellProps) {
  const sections = sidebarFor(user.roleId, notifications);
  const { t } = useTranslation('nav');
  const [enhanced, setEnhanced] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // SYS-13: the top bar takes its scrolled colour past 10 px (scroll read at most every 66 ms).
  const scrolled = useScrolledPast();
  useEffect(() => setEnhanced(true), []);
  useEffect(() => setMenuOpen(false), [path]);

  return (
    <div className={`shell${enhanced ? ' shell--enhanced' : ''}${menuOpen ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {impersonator ? (
        <div className="impersonation-bar" role="status">
          <p>{t('navbar.impersonating', { name: user.displayName, admin: impersonator.displayName })}</p>
          <Form method="post" action="/impersonation/revert" reloadDocument>
            <button type="submit" className="impersonation-bar__button">
              {shellIcons.revert}
              {t('navbar.revertImpersonation')}
            </button>
          </Form>
        </div>
      ) : null}
      <header className="topbar" data-scrolled={scrolled ? 'true' : undefined}>
        {enhanced ? (
          <button
            type="button"
            className="topbar__menu"
            aria-expanded={menuOpen}
            aria-controls="shell-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? shellIcons.close : shellIcons.menu}
            <span className="visually-hidden">{menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}</span>
          </button>
        ) : null}
        <a className="topbar__brand" href="/dashboard/overview">
          <Logo label={t('sidebar.items.overview')} />
        </a>

        <div className="topbar__end">
          {cartCount !== null ? (
            <NavLink to="/dashboard/cart" className="topbar__cart" title={t('navbar.cartCount', { count: cartCount })} data-testid="navbar-cart">
              {shellIcons.cart}
              <span className="topbar__badge" aria-hidden="true" data-testid="navbar-cart-count">
                {cartCount}
              </span>
              <span className="visually-hidden">{t('navbar.cartCount', { count: cartCount })}</span>
            </NavLink>
          ) : null}

          <div className="identity">
            <span className="identity__avatar" aria-hidden="true">
              {initials(user.displayName)}
            </span>
            <span className="identity__text">
              <span className="identity__name">{user.displayName}</span>
              <span className="identity__role">{t(user.roleLabel)}</span>
            </span>
          </div>

          <nav className="topbar__account" aria-label={t('shell.accountMenu')}>
            <NavLink to="/dashboard/user/profile" className="topbar__link">
              {t('navbar.myProfile')}
            </NavLink>
            <NavLink to="/dashboard/user/change/password" className="topbar__link">
              {t('navbar.changePassword')}
            </NavLink>
          </nav>
          <Form method="post" action="/logout" reloadDocument className="topbar__logout">
            <button type="submit" className="topbar__logout-button">
              {shellIcons.logout}
              <span>{t('navbar.logout')}</span>
            </button>
          </Form>
          <LanguageSwitch current={language} redirectTo={path} />
        </div>
      </header>

      <div className="shell__body">
        <nav id="shell-sidebar" className="sidebar" aria-label={t('shell.sidebarLabel')}>
          <p className="sidebar__title">{t('sidebar.title', { product: t('common:brand.name') })}</p>
          {sections.map((section) => (
            <div key={section.group} className="sidebar__section">
              <p className="sidebar__heading" id={`sidebar-${section.group}`}>
                {t(`sidebar.groups.${section.title}`)}
              </p>
              <ul aria-labelledby={`sidebar-${section.group}`}>
                {section.items.map((item) => (
                  <li key={item.key}>
                    {/* Closed at the click: the page stays until the next one has its data and strings (ADR 091). */}
                    <NavLink to={item.href} className="sidebar__link" end onClick={() => setMenuOpen(false)}>
                      {shellIcons[item.icon]}
                      <span>{t(`sidebar.items.${item.label}`)}</span>
                      {item.unread > 0 ? <UnreadDot count={item.unread} /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** ACL-15, G-58: the dot beside a sidebar link whose page holds unread items; "N unread" is read out. */
function UnreadDot({ count }: { count: number }) {
  const { t } = useTranslation('nav');
  const label = t('dots.unread', { count });
  return (
    <span className="sidebar__dot" title={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Page heading block used by the dashboard pages. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}

import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApplicationFileJson, ApplicationFilesJson } from '@iprenew/models';
import { FilesCard } from './FilesCard';
import { LogoCard } from './LogoCard';
import { SdCard } from './SdCard';

/** The cards show what listApplicationFiles' flags say, and nothing else (pages decide nothing). */

// An i18n instance of its own without a catalogue: every label renders as its key, whatever other
// test files of the same worker set up globally.
const keysOnly = new PageI18n({ language: 'en', missingKey: (key) => key });

function html(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return renderToString(createElement(I18nProvider, { i18n: keysOnly }, createElement(RouterProvider, { router })));
}

const row = (id: number, over: Partial<ApplicationFileJson> = {}): ApplicationFileJson => ({
  id,
  description: `File ${id}`,
  filename: `file-${id}.pdf`,
  mime: 'application/pdf',
  size: 10,
  status_id: 1,
  is_hidden: false,
  uploaded_by: null,
  created_at: '2026-11-26T01:00:00.000Z',
  can_hide: false,
  can_restore: false,
  can_reupload: false,
  ...over,
});

const files = (over: Partial<ApplicationFilesJson>): ApplicationFilesJson => ({
  application_id: 7,
  reader: 'agent',
  files: [],
  can_add: false,
  max_upload_mb: 10,
  accept: '.pdf,.doc,.docx',
  can_download_sd: false,
  can_upload_sd: false,
  has_logo: false,
  can_upload_logo: false,
  ...over,
});

describe('FilesCard, SdCard, LogoCard', () => {
  it('offers the agent each row action its flags allow, the download links and the Add form', () => {
    const out = html(
      createElement(FilesCard, {
        files: files({ can_add: true, files: [row(1, { can_hide: true, can_reupload: true }), row(2, { status_id: 0, can_restore: true, can_reupload: true }), row(3, { status_id: 2 })] }),
      }),
    );
    expect(out).toContain('href="/dashboard/application/7/files/1"');
    expect(out).toContain('href="/dashboard/application/7/files/3"');
    expect(out.match(/value="hide"/g)).toHaveLength(1);
    expect(out.match(/value="restore"/g)).toHaveLength(1);
    expect(out.match(/card\.reupload</g)).toHaveLength(2); // not for the locked file
    expect(out).toContain('action="/dashboard/application/7/files"');
    expect(out).toContain('name="description"');
  });

  it('shows the owner the files read-only: no actions, no Add form; SD and logo upload only when flagged', () => {
    const out = html(createElement(FilesCard, { files: files({ reader: 'owner', files: [row(1)] }) }));
    expect(out).toContain('href="/dashboard/application/7/files/1"');
    expect(out).not.toMatch(/value="(hide|restore|reupload)"|card\.reupload|name="description"/);
    expect(html(createElement(SdCard, { files: files({}) }))).toBe('');
    const sd = html(createElement(SdCard, { files: files({ can_download_sd: true }) }));
    expect(sd).toContain('href="/dashboard/application/7/sd"');
    expect(sd).not.toContain('sd.upload<');
    expect(html(createElement(SdCard, { files: files({ can_download_sd: true, can_upload_sd: true }) }))).toContain('sd.upload<');
    expect(html(createElement(LogoCard, { files: files({ has_logo: true }) }))).not.toContain('name="logo"');
    expect(html(createElement(LogoCard, { files: files({ can_upload_logo: true }) }))).toContain('name="logo"');
  });
});

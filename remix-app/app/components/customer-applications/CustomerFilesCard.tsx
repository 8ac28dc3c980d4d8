import type { ApplicationFileJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { CardTable } from '~/components/jobs/CardTable';

/**
 * The files of one application shown to its owner (POR-29, POR-15; listApplicationFiles answers only
 * the visible ones), each a download through the application's own file link. Used on the application
 * page and on the IP detail for the latest application (ADR 046).
 */
export function CustomerFilesCard({ applicationId, files, id, testId }: { applicationId: number; files: readonly ApplicationFileJson[]; id: string; testId: string }) {
  const { t } = useTranslation('applications');
  const none = t('jobs:detail.ipCard.none');
  return (
    <CardTable
      id={id}
      testId={testId}
      title={t('customer.detail.files')}
      empty={files.length === 0 ? t('customer.detail.noFiles') : null}
      columns={[t('customer.detail.fileName'), t('customer.detail.fileDescription'), t('customer.detail.fileDate')]}
    >
      {files.map((file) => (
        <tr key={file.id} className="jobs-row" data-testid={`file-${file.id}`}>
          <th scope="row">
            <a href={`/dashboard/application/${applicationId}/files/${file.id}`} download={file.filename} className="jobs-row__link">
              {t('customer.detail.download')}: {file.filename}
            </a>
          </th>
          <td data-label={t('customer.detail.fileDescription')}>{file.description ?? none}</td>
          <td data-label={t('customer.detail.fileDate')}>{file.created_at ? formatDate(file.created_at.slice(0, 10)) : none}</td>
        </tr>
      ))}
    </CardTable>
  );
}

import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApplicationDetailJson, StaffApplicationFileJson } from '@iprenew/models/browser';
import { useDateTimeKL } from '../common/format';
import { DownloadButton } from '../common/DownloadButton';
import { applicationFileUrl } from './applicationApi';
import { Section } from './parts';

const f = (key: string) => `console-applications:console.${key}`;

/** One file's Download (GET /api/admin/applications/:id/files/:fileId), saved under its name. */
export function FileDownload({ applicationId, file }: { applicationId: number; file: Pick<StaffApplicationFileJson, 'id' | 'filename'> }) {
  const translate = useTranslate();
  return (
    <DownloadButton
      url={applicationFileUrl(applicationId, file.id)}
      filename={file.filename}
      label={f('download')}
      failKey={f('download_fail')}
      ariaLabel={`${translate(f('download'))} ${file.filename}`}
    />
  );
}

/**
 * G-45, ADM-39: every file of an application (hidden ones too — staff see all) with its name,
 * description, status and date, each with a Download (GET /api/admin/applications/:id/files/:fileId).
 * The application and the search request show pages both mount it.
 */
export function FilesCard({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const formatTime = useDateTimeKL();
  return (
    <Section title={f('files')} testId="files">
      {application.files.length === 0 ? (
        <Typography color="text.secondary">{translate(f('files_empty'))}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(f('file_name'))}</TableCell>
              <TableCell>{translate(f('description'))}</TableCell>
              <TableCell>{translate(f('status'))}</TableCell>
              <TableCell>{translate(f('file_date'))}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {application.files.map((file) => (
              <TableRow key={file.id} data-testid={`file-${file.id}`}>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{file.filename}</TableCell>
                <TableCell>{file.description ?? '—'}</TableCell>
                <TableCell>{translate(`enums:fileStatus.${file.status_id}`)}</TableCell>
                <TableCell>{formatTime(file.created_at)}</TableCell>
                <TableCell align="right">
                  <FileDownload applicationId={application.id} file={file} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
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
 * The application and the search request show pages both mount it. On a phone each file is a
 * stacked entry (name, then description · status · date, then Download) instead of a table row.
 */
export function FilesCard({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const formatTime = useDateTimeKL();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Section title={f('files')} testId="files">
      {application.files.length === 0 ? (
        <Typography color="text.secondary">{translate(f('files_empty'))}</Typography>
      ) : phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {application.files.map((file) => (
            <Box component="li" key={file.id} data-testid={`file-${file.id}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
              <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 600 }}>{file.filename}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[file.description ?? '—', translate(`enums:fileStatus.${file.status_id}`), formatTime(file.created_at)].join(' · ')}
              </Typography>
              <FileDownload applicationId={application.id} file={file} />
            </Box>
          ))}
        </Stack>
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

import { Box, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import type { PaymentSlipJson } from '@iprenew/models/browser';

/**
 * ORD-64: the payment receipt, served by the authorised slip route: an image is previewed; a PDF
 * opens in a new tab (the app's CSP forbids framing its own pages).
 */
export function SlipPreview({ slip }: { slip: PaymentSlipJson }) {
  const translate = useTranslate();
  if (slip.url === null) return <Typography variant="body2">{slip.ref_no}</Typography>;
  const isPdf = slip.mime === 'application/pdf' || slip.url.endsWith('.pdf');
  return (
    <Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.50', textAlign: 'center' }}>
        {isPdf ? (
          <Link href={slip.url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', py: 3 }}>
            <PictureAsPdfIcon sx={{ fontSize: 56 }} color="error" />
            <Typography variant="body2">{slip.ref_no}.pdf</Typography>
          </Link>
        ) : (
          <Box component="img" src={slip.url} alt={slip.ref_no} sx={{ maxWidth: '100%', maxHeight: 360, display: 'block', mx: 'auto' }} />
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Link href={slip.url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {translate('payments:console.view_slip')} <OpenInNewIcon fontSize="inherit" />
        </Link>
      </Typography>
    </Box>
  );
}

/** A slip link for a table cell; its reference alone for a viewer who may not open receipts (ACL-57, G-06). */
export function SlipLink({ slip }: { slip: PaymentSlipJson | null }) {
  const translate = useTranslate();
  if (!slip) {
    return (
      <Typography variant="body2" color="text.secondary" title={translate('payments:console.no_slip')}>
        —
      </Typography>
    );
  }
  if (slip.url === null) {
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {slip.ref_no}
      </Typography>
    );
  }
  return (
    <Link href={slip.url} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {slip.ref_no} <OpenInNewIcon fontSize="inherit" />
    </Link>
  );
}

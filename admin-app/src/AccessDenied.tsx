import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';

/** What a role sees on a console URL it may not open (ACL-7/ACL-9; the server answers 403 as well). */
export function AccessDenied() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
      <Title title={translate('admin:access_denied.title')} />
      <Card elevation={0} sx={{ border: 1, borderColor: 'divider', maxWidth: 560, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center', p: 4 }}>
          <LockIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
            {translate('admin:access_denied.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {translate('admin:access_denied.message')}
          </Typography>
          <Button component={Link} to={`${basename}/`} variant="contained">
            {translate('admin:access_denied.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

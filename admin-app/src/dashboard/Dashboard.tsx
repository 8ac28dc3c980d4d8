import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Logo } from '../brand/Logo';
import { roleLabelKey } from '../providers/authProvider';

/** Staff overview (/dashboard/overview, ADM-86: content not specified yet). */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<number>();
  const roleKey = typeof permissions === 'number' ? roleLabelKey(permissions) : '';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('admin:dashboard.title')} />
      <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', p: 4 }}>
          <Logo size={64} />
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {translate('admin:dashboard.welcome', { name: identity?.fullName ?? '' })}
            </Typography>
            {roleKey ? (
              <Chip
                sx={{ mt: 1 }}
                size="small"
                color="secondary"
                label={translate('admin:dashboard.signed_in_as', { role: translate(roleKey) })}
              />
            ) : null}
            <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5 }}>
              {translate('admin:dashboard.intro')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

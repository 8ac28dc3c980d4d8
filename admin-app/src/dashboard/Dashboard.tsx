import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Logo } from '../brand/Logo';
import { roleLabelKey } from '../providers/authProvider';
import { ROLE } from '@iprenew/models/browser';
import { OverviewCards } from './OverviewCards';

/** Staff overview (/dashboard/overview, ADM-86, G-47): the welcome, what this role does here, and the cards of its lists. */
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
              {translate(permissions === ROLE.ACCOUNTANT ? 'admin:dashboard.intro_accountant' : 'admin:dashboard.intro')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      <OverviewCards />
    </Box>
  );
}

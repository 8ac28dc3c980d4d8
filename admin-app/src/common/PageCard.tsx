import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A simple page frame for the custom routes (My Profile, Change Password). */
export function PageCard({ titleKey, subtitleKey, icon, children }: { titleKey: string; subtitleKey?: string; icon?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate(titleKey)} />
      <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            {icon}
            <Box>
              <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
                {translate(titleKey)}
              </Typography>
              {subtitleKey ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(subtitleKey)}
                </Typography>
              ) : null}
            </Box>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

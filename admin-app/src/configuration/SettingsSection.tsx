import type { ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One card of a settings page: icon, title, short explanation, then its form (or a spinner / load error). */
export function SettingsSection({
  icon,
  titleKey,
  subtitleKey,
  loading = false,
  errorKey,
  children,
  id,
}: {
  icon: ReactNode;
  titleKey: string;
  subtitleKey?: string;
  loading?: boolean;
  errorKey?: string | null;
  children?: ReactNode;
  id?: string;
}) {
  const translate = useTranslate();
  return (
    <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }} component="section" aria-labelledby={id ? `${id}-title` : undefined} data-section={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>{icon}</Box>
          <Box>
            <Typography variant="h6" component="h2" id={id ? `${id}-title` : undefined} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {translate(titleKey)}
            </Typography>
            {subtitleKey ? (
              <Typography variant="body2" color="text.secondary">
                {translate(subtitleKey)}
              </Typography>
            ) : null}
          </Box>
        </Box>
        {errorKey ? <Alert severity="error">{translate(errorKey)}</Alert> : null}
        {loading && !errorKey ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} />
          </Box>
        ) : null}
        {!loading && !errorKey ? children : null}
      </CardContent>
    </Card>
  );
}

import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The three interface languages, always visible (login page). Changing it goes through
 * react-admin's locale store → i18nProvider.changeLocale, which keeps the choice.
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const onDark = tone === 'dark';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      aria-label={translate('admin:login.language')}
      onChange={(_event, next: string | null) => {
        if (next && next !== locale) setLocale(next);
      }}
      sx={{
        alignItems: 'center',
        gap: 0.5,
        bgcolor: onDark ? 'rgba(255,255,255,0.10)' : 'rgba(14,77,100,0.06)',
        borderRadius: 999,
        p: 0.5,
        '& .MuiToggleButtonGroup-grouped': {
          border: 0,
          borderRadius: '999px !important',
          px: 1.5,
          py: 0.25,
          textTransform: 'none',
          fontWeight: 500,
          color: onDark ? 'rgba(255,255,255,0.85)' : 'text.secondary',
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: onDark ? '#FFFFFF' : 'primary.main',
            color: onDark ? 'primary.main' : '#FFFFFF',
          },
        },
      }}
    >
      <TranslateIcon
        aria-hidden
        fontSize="small"
        sx={{ mx: 0.75, color: onDark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}
      />
      {locales.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} lang={code === 'cn' ? 'zh-CN' : code === 'bm' ? 'ms' : 'en'}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

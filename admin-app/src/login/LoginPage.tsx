import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Link, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  email as emailFormat,
  Form,
  minLength,
  PasswordInput,
  required,
  TextInput,
  useCheckAuth,
  useLocation,
  useLogin,
  useBasename,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { BRAND, Logo } from '../brand/Logo';
import { AUTH_MESSAGES, AuthRequestError, roleHintFromSearch, type HumanCheckRequest } from '../providers/authProvider';
import { LanguageSwitcher } from './LanguageSwitcher';

/** ACC-10: e-mail required and valid; password required, at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

interface LoginValues {
  email: string;
  password: string;
  challenge_answer?: string;
}

/**
 * The console's sign-in (the /webadmin staff variant; `?role=accountant` for accountants, ACC-1/5/7).
 * Fields e-mail and password (with show/hide toggle), the 'Let's go' button, the language switch,
 * and the server's message (or a translated generic one) when sign-in fails (ACC-12).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const location = useLocation();
  const roleHint = useMemo(() => roleHintFromSearch(location.search), [location.search]);
  const isAccountant = roleHint === 'accountant';
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After repeated failures the server asks for a security check (G-66, ADR 020).
  const [humanCheck, setHumanCheck] = useState<HumanCheckRequest | null>(null);

  // ACC-4: a signed-in user who opens the login goes to the dashboard. A customer or agent signed in
  // to the Remix app is told why the console stays closed (the redirect alone would not say it).
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(`${basename}/`))
      .catch((refusal: unknown) => {
        const message = refusal && typeof refusal === 'object' ? (refusal as { message?: unknown }).message : undefined;
        if (message === AUTH_MESSAGES.notConsoleUser) setError(translate(AUTH_MESSAGES.notConsoleUser));
      });
  }, [basename, checkAuth, navigate, translate]);

  const submit = async (values: Record<string, unknown>) => {
    const { email, password, challenge_answer } = values as unknown as LoginValues;
    setLoading(true);
    setError(null);
    const human =
      humanCheck?.mode === 'builtin' ? { challenge_token: humanCheck.challenge.token, challenge_answer: String(challenge_answer ?? '').trim() } : undefined;
    try {
      await login({ email, password, role_hint: roleHint, ...(human ? { human } : {}) });
    } catch (caught) {
      // A fresh check when the server asks for one; a used check is never sent twice.
      setHumanCheck(caught instanceof AuthRequestError ? (caught.humanCheck ?? null) : null);
      const serverMessage = caught instanceof AuthRequestError ? caught.serverMessage : undefined;
      const key = caught instanceof Error && caught.message ? caught.message : 'admin:login.failed';
      const text = serverMessage ?? translate(key, { _: translate('admin:login.failed') });
      setError(text);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(1200px 600px at 15% -10%, rgba(242,165,65,0.18), transparent 60%),
          radial-gradient(900px 500px at 110% 110%, rgba(255,255,255,0.08), transparent 60%),
          linear-gradient(160deg, ${BRAND.primary} 0%, ${BRAND.primaryDark} 55%, ${BRAND.ink} 100%)`,
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2, gap: 2, flexWrap: 'wrap' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: '#FFFFFF' }}>
          <Logo size={30} variant="light" />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, letterSpacing: 0.2 }}>
            IP<Box component="span" sx={{ color: BRAND.accent }}>Renew</Box>
          </Typography>
        </Box>
        <LanguageSwitcher tone="dark" />
      </Box>

      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 8 }}>
        <Card elevation={0} sx={{ width: '100%', maxWidth: 420, boxShadow: '0 24px 60px rgba(4, 22, 33, 0.35)' }}>
          <Box sx={{ height: 4, background: `linear-gradient(90deg, ${BRAND.accent}, #F7C47E)` }} />
          <CardContent sx={{ px: { xs: 3, sm: 4.5 }, pt: 4, pb: 3.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 2 }}>
              <Logo size={60} />
              <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 700, color: 'text.primary' }}>
                {translate('admin:app.title')}
              </Typography>
              {isAccountant ? (
                <>
                  <Chip
                    label={translate('admin:login.subtitle_accountant')}
                    size="small"
                    sx={{ mt: 1, bgcolor: BRAND.accent, color: BRAND.ink, fontWeight: 600 }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('admin:login.subtitle_accountant_hint')}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                  {translate('admin:login.subtitle')}
                </Typography>
              )}
            </Box>

            {error ? (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }} data-testid="login-error">
                {error}
              </Alert>
            ) : null}

            <Form onSubmit={submit} mode="onSubmit" reValidateMode="onChange" noValidate>
              <TextInput
                source="email"
                type="email"
                label={translate('admin:login.email')}
                autoComplete="username"
                autoFocus
                helperText={false}
                validate={[required('admin:login.email_required'), emailFormat('admin:login.email_invalid')]}
              />
              <PasswordInput
                source="password"
                label={translate('admin:login.password')}
                autoComplete="current-password"
                helperText={false}
                validate={[
                  required('admin:login.password_required'),
                  minLength(PASSWORD_MIN_LENGTH, 'admin:login.password_min'),
                ]}
              />
              {humanCheck?.mode === 'builtin' ? (
                <Box data-testid="console-human-check" sx={{ mt: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {translate('admin:login.human_question', { a: humanCheck.challenge.a, b: humanCheck.challenge.b })}
                  </Typography>
                  <TextInput
                    key={humanCheck.challenge.token}
                    source="challenge_answer"
                    label={translate('admin:login.human_answer')}
                    autoComplete="off"
                    helperText={false}
                    defaultValue=""
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
                    validate={[required('admin:login.human_answer_required')]}
                  />
                </Box>
              ) : null}
              {humanCheck?.mode === 'provider' ? (
                <Alert severity="info" sx={{ mt: 1 }} data-testid="console-human-check">
                  {translate('admin:login.human_provider')}{' '}
                  <Link href={isAccountant ? '/login?role=accountant' : '/webadmin'} underline="always">
                    {translate('admin:login.human_provider_link')}
                  </Link>
                </Alert>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                color="primary"
                size="large"
                fullWidth
                disabled={loading}
                sx={{ mt: 2, py: 1.25, fontSize: 16 }}
                aria-busy={loading}
              >
                {loading ? (
                  <>
                    <CircularProgress size={18} thickness={4} sx={{ color: 'inherit', mr: 1 }} />
                    {translate('admin:login.signing_in')}
                  </>
                ) : (
                  translate('admin:login.submit')
                )}
              </Button>
            </Form>

            {isAccountant ? (
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                {/* ACC-8: the accountant variant offers the (Remix) forgot-password page. */}
                <Link href="/forgot/password" underline="hover" variant="body2">
                  {translate('admin:login.forgot_password')}
                </Link>
              </Box>
            ) : null}

            <Box
              sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, color: 'text.secondary' }}
            >
              <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="caption">{translate('admin:login.secure_note')}</Typography>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

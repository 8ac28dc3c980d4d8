import { Box } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { TextInput, Title, useTranslate } from 'react-admin';
import { whitelistSchema } from '@iprenew/models/browser';
import { EditorPage, ListEditorForm } from '../configuration/ListEditor';
import { SettingsSection } from '../configuration/SettingsSection';
import { nestedErrors, useSettingsDocument, useSettingsSave } from '../configuration/settingsApi';

interface WhitelistRow {
  id: number;
  email: string;
}
type Values = { emails: { email?: string }[] };

const toPayload = (values: Values) => ({ email: (values.emails ?? []).map((row) => row?.email ?? '') });
/** Schema paths (email.3) ↔ form fields (emails.3.email). */
const toFormPath = (path: PropertyKey[]) => (path[0] === 'email' && typeof path[1] === 'number' ? ['emails', path[1], 'email'] : ['emails']);
const toFormField = (field: string) => field.replace(/^email\.(\d+)$/, 'emails.$1.email');

/** ADM-63..65: the whitelist editor — add, remove, submit the whole list. Whitelisted e-mails may use the bypass payment. */
function Whitelist() {
  const translate = useTranslate();
  const { data, setData, loadError } = useSettingsDocument<WhitelistRow[]>('/whitelists?range=%5B0%2C999%5D');
  const save = useSettingsSave('settings:update_fail');

  const validate = (values: Values) => {
    const result = whitelistSchema.safeParse(toPayload(values));
    return result.success ? {} : nestedErrors(result.error.issues, toFormPath);
  };
  const submit = async (values: Values) => {
    const result = await save<{ data: WhitelistRow[] }>('/whitelists', 'POST', toPayload(values), toFormField);
    if (result.ok) setData(result.json.data);
    return result.ok ? undefined : result.errors;
  };

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title={translate('settings:whitelist.title')} />
      <SettingsSection id="whitelist" icon={<VerifiedUserIcon fontSize="large" />} titleKey="settings:whitelist.title" subtitleKey="settings:whitelist.subtitle" loading={!data} errorKey={loadError ? 'settings:retrieve_fail' : null}>
        {data ? (
          <ListEditorForm
            formKey={data.map((r) => r.email).join(',')}
            source="emails"
            defaultValues={{ emails: data.map((r) => ({ email: r.email })) }}
            validate={validate}
            onSubmit={submit}
            addLabel="settings:whitelist.add"
            emptyTestId="whitelist-empty"
          >
            <TextInput source="email" label="settings:whitelist.email" type="email" sx={{ minWidth: { xs: 220, sm: 420 } }} helperText={false} />
          </ListEditorForm>
        ) : null}
      </SettingsSection>
    </Box>
  );
}

export function WhitelistPage() {
  return (
    <EditorPage routeKey="console.whitelists" resource="whitelists">
      <Whitelist />
    </EditorPage>
  );
}

import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf, serverMessageOf } from './api';

/**
 * Runs a console action call, shows the server's message and reloads the list; field errors come back
 * to the dialog. A refusal whose every field error the dialog shows beside its field (`shownFields`)
 * raises no failure toast as well (issue 11).
 */
export function useApiCall(failKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (call: () => Promise<{ message: string }>, shownFields: readonly string[] = []): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      notify((await call()).message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) ?? {};
      setErrors(fieldErrors);
      const fields = Object.keys(fieldErrors);
      if (!(fields.length > 0 && fields.every((f) => shownFields.includes(f)))) notify(serverMessageOf(error) ?? failKey, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, setErrors };
}

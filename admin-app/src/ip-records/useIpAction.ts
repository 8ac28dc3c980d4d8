import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf } from '../common/api';
import { serverMessageOf } from '../common/format';
import { runIpAction, type IpAction } from './ipApi';

/** Runs an IP record action: the server's message, a refresh; field errors come back to the dialog. */
export function useIpAction(id: number, failKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (action: IpAction, payload?: Record<string, unknown>): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      const { message } = await runIpAction(id, action, payload);
      notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      notify(serverMessageOf(error) ?? failKey, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, setErrors };
}

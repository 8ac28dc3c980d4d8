import { useCallback, useEffect, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { apiJson, fieldErrorsOf, messageOf, serverMessageOf } from '../common/api';

/**
 * Load and save helpers of the settings pages (configuration, payment, whitelist, delivery prices).
 * Messages are the spec's (ADM-65/67, DLV-21): the server's translated message when it sends one,
 * else the page's own key.
 */

/** GETs one settings document or list once; `loadError` when it failed (401/403 sign out first). */
export function useSettingsDocument<T>(path: string): { data: T | null; setData: (value: T) => void; loadError: boolean } {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState(false);
  useEffect(() => {
    let live = true;
    apiJson(path)
      .then((json) => live && setData(json as T))
      .catch(async (error: unknown) => {
        if (live && !(await logoutIfAccessDenied(error as Error))) setLoadError(true);
      });
    return () => {
      live = false;
    };
  }, [path, logoutIfAccessDenied]);
  return { data, setData, loadError };
}

export type FieldErrors = Record<string, string>;

/**
 * Sends a save and tells the user how it went. Resolves to the answer, or to the field errors of a
 * 422 (renamed by `mapField` to the form's own field names) for react-admin's Form to show.
 */
export function useSettingsSave(failKey: string, successKey = 'settings:record_update_success') {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(path: string, method: 'POST' | 'PUT', payload: unknown, mapField: (field: string) => string = (f) => f): Promise<{ ok: true; json: T } | { ok: false; errors?: FieldErrors }> => {
      try {
        const json = await apiJson(path, method, payload);
        notify(messageOf(json) ?? successKey, { type: 'success' });
        return { ok: true, json: json as T };
      } catch (error) {
        if (await logoutIfAccessDenied(error as Error)) return { ok: false };
        notify(serverMessageOf(error) ?? failKey, { type: 'error' });
        const errors = fieldErrorsOf(error);
        return { ok: false, errors: errors ? Object.fromEntries(Object.entries(errors).map(([field, message]) => [mapField(field), message])) : undefined };
      }
    },
    [notify, logoutIfAccessDenied, failKey, successKey],
  );
}

/** Issues of a zod schema as react-admin's nested form errors ({a: {b: msg}}, {rows: [{}, {fee: msg}]}). */
export function nestedErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], rename: (path: PropertyKey[]) => PropertyKey[] = (p) => p): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = rename([...issue.path]);
    if (path.length === 0) continue;
    let node = root;
    path.forEach((part, index) => {
      const key = String(part);
      if (index === path.length - 1) {
        if (node[key] === undefined) node[key] = issue.message;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[index + 1] === 'number' ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  // Arrays need an object in every slot (react-admin walks them).
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : fill(item)));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(root) as Record<string, unknown>;
}

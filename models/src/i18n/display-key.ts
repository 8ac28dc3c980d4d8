/**
 * I18N-4: a key that has no translation is displayed as text — without its namespace, underscores
 * replaced by spaces ('messages:Success_Rate_Application' → 'Success Rate Application'). A default
 * value given by the caller wins. Used as i18next's parseMissingKeyHandler. Browser-safe.
 */
export function displayKey(key: string, defaultValue?: string): string {
  if (typeof defaultValue === 'string' && defaultValue !== '' && defaultValue !== key) return defaultValue;
  const separator = key.indexOf(':');
  const bare = separator >= 0 ? key.slice(separator + 1) : key;
  return bare.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim() || key;
}

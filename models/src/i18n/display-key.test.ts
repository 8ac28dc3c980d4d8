import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { displayKey } from './display-key';

describe('displayKey (I18N-4)', () => {
  it('shows an untranslated key with spaces for underscores, without its namespace', () => {
    expect(displayKey('Success_Rate_Application')).toBe('Success Rate Application');
    expect(displayKey('messages:Renewal_Ordered')).toBe('Renewal Ordered');
    expect(displayKey('In__Progress_')).toBe('In Progress');
    expect(displayKey('Filed')).toBe('Filed');
    expect(displayKey('_')).toBe('_');
  });

  it('keeps a default value the caller gave', () => {
    expect(displayKey('Some_Key', 'Fallback text')).toBe('Fallback text');
    expect(displayKey('Some_Key', 'Some_Key')).toBe('Some Key');
  });

  it('is what i18next shows for a missing key, while existing keys still translate', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { messages: { Known_Key: 'Known text' } } },
      defaultNS: 'messages',
      parseMissingKeyHandler: (key: string, defaultValue?: string) => displayKey(key, defaultValue),
    });
    expect(i18n.t('Known_Key')).toBe('Known text');
    expect(i18n.t('Pending_Verification')).toBe('Pending Verification');
    expect(i18n.t('messages:Certificate_Ready')).toBe('Certificate Ready');
  });
});

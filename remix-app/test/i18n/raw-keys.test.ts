import { describe, expect, it } from 'vitest';
import { NAMESPACE_NAMES, rawKeysIn } from '../../e2e/support/raw-keys';

/** The raw-key check the accessibility sweep (e2e/a11y.spec.ts) runs on every page's text. */
describe('raw catalogue keys in a page text', () => {
  it('knows the catalogue namespaces', () => {
    expect(NAMESPACE_NAMES).toEqual(expect.arrayContaining(['common', 'orders', 'admin', 'ra']));
  });

  it('flags a namespaced key, a dotted key of the catalogue and a missing leaf under a known branch', () => {
    expect(rawKeysIn('Total orders:checkout.title due')).toEqual(['orders:checkout.title']);
    expect(rawKeysIn('Button: cart.filing.submit')).toEqual(['cart.filing.submit']);
    expect(rawKeysIn('Status cart.filing.no_such_leaf')).toEqual(['cart.filing.no_such_leaf']);
    expect(rawKeysIn('ra.action.save')).toEqual(['ra.action.save']);
  });

  it('leaves ordinary text alone: e-mail addresses, domains, file names, times, sentences', () => {
    const text = [
      'Write to customer@example.com or visit www.iprenew.com.my.',
      'Invoice ABC123-invoice.pdf at 10:30, RM 1,500.00.',
      'Status: Paid. Orders: 3. Note: cart filing is open.',
      '商标：已完成。Pesanan: 2.',
    ].join('\n');
    expect(rawKeysIn(text)).toEqual([]);
  });
});

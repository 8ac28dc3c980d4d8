import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Checkbox } from '@mui/material';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** A check box rendered in the console theme: its root <span> and its <input>, as markup. */
function checkbox(props: Record<string, unknown>): { span: string; input: string } {
  const html = renderToStaticMarkup(createElement(ThemeProvider, { theme: createTheme(theme as ThemeOptions) }, createElement(Checkbox, props)));
  return { span: /<span\b[^>]*MuiCheckbox-root[^>]*>/.exec(html)![0], input: /<input[^>]*>/.exec(html)![0] };
}

describe('the console theme', () => {
  it('names a check box on its input, not its span (react-admin’s row check boxes, ADR 069)', () => {
    const { span, input } = checkbox({ 'aria-label': 'Select this row', disabled: true });
    expect(span).not.toContain('aria-label');
    expect(input).toContain('aria-label="Select this row"');
  });

  it('keeps a name given to the input itself, and names no box that has none', () => {
    expect(checkbox({ slotProps: { input: { 'aria-label': 'Select all' } } }).input).toContain('aria-label="Select all"');
    expect(checkbox({ 'aria-label': 'Row', slotProps: { input: { 'aria-label': 'Own' } } }).input).toContain('aria-label="Own"');
    expect(checkbox({}).input).not.toContain('aria-label');
  });
});

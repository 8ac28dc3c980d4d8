import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND } from './brand/Logo';

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif',
].join(', ');

/** Secondary text: 6.0:1 on the surface, 6.4:1 on white. */
const TEXT_SECONDARY = '#4A6272';

/**
 * A check box's `aria-label` moved from its <span> to its <input>, unless the input is given its own
 * (MUI merges these slot props with the component's own, theirs first).
 */
const CHECKBOX_NAME_ON_INPUT = {
  root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
};

/** The console theme in the IPRenew palette: deep teal, amber accent, ink text, cool surface. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, light: '#3C7A90', contrastText: '#FFFFFF' },
    secondary: { main: BRAND.accent, dark: '#D98621', light: '#F7C47E', contrastText: BRAND.ink },
    background: { default: BRAND.surface, paper: '#FFFFFF' },
    // MUI's default warning (#ED6C02, 3.1:1 on white) and info (#0288D1, 3.9:1) fail WCAG 1.4.3 as
    // the text of outlined chips and alerts; these keep the hue at 5.0:1 and 4.8:1, white on them too.
    warning: { main: '#B45309', dark: '#92400E', light: '#F59E0B', contrastText: '#FFFFFF' },
    info: { main: '#0277BD', dark: '#01579B', light: '#4FC3F7', contrastText: '#FFFFFF' },
    text: { primary: BRAND.ink, secondary: TEXT_SECONDARY },
    divider: 'rgba(11, 37, 54, 0.12)',
  },
  shape: { borderRadius: 10 },
  // Room for the longest menu labels ('Pre-registered Agents', 'Ejen Prapendaftaran').
  sidebar: { width: 260, closedWidth: 55 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    RaAppBar: { defaultProps: { color: 'primary' } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(14, 77, 100, 0.05)',
          '&:hover': { backgroundColor: 'rgba(14, 77, 100, 0.08)' },
          '&.Mui-focused': { backgroundColor: 'rgba(14, 77, 100, 0.06)' },
        },
      },
    },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
    // react-admin names a Datagrid's row check box with `aria-label` on <Checkbox>, which MUI puts
    // on the box's <span> (a span may not carry one) and not on its <input>, left unnamed (axe
    // `aria-prohibited-attr` and `label`, ADR 069): the name goes to the input, unless it has its own.
    MuiCheckbox: { defaultProps: { slotProps: CHECKBOX_NAME_ON_INPUT } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#E6EEF2' } } },
    // An empty list's message: react-admin greys it with the disabled text colour (2.6:1 on the
    // surface, axe `color-contrast`); the secondary text colour reads at 6.0:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: TEXT_SECONDARY } } } },
    // Wide tables scroll inside their card instead of stretching the page past the app bar.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active': { color: BRAND.primary, fontWeight: 600 },
        },
      },
    },
  },
};

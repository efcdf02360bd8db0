import { alpha, createTheme } from '@mui/material/styles';
import { brand } from './brand';

export { brand };

// The theme is built with CSS variables (`cssVariables` below): TypeScript is told so, which types
// `theme.vars` and the ThemeProvider props of a theme with variables.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

const fontFamily = [
  '"Plus Jakarta Sans Variable"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans HK"',
  '"PingFang HK"',
  'sans-serif',
].join(',');

/**
 * The one theme of the site. Light and dark palettes switch with the visitor's system
 * setting through a CSS media query, so there is no flash and no script.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand.blue, dark: brand.blueDark, contrastText: '#FFFFFF' },
        secondary: { main: brand.orange, dark: brand.orangeDark, contrastText: '#FFFFFF' },
        background: { default: brand.mist, paper: '#FFFFFF' },
        text: { primary: brand.ink, secondary: '#4A5568' },
        divider: 'rgba(14, 26, 43, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: brand.blueLight, contrastText: brand.night },
        secondary: { main: brand.orangeLight, contrastText: brand.night },
        background: { default: brand.night, paper: brand.nightPaper },
        text: { primary: '#E6EBF5', secondary: '#A9B4C8' },
        divider: 'rgba(230, 235, 245, 0.14)',
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.5rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: {
      fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.5rem)',
      fontWeight: 750,
      lineHeight: 1.2,
      letterSpacing: '-0.015em',
    },
    h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35 },
    h5: { fontSize: '1.05rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
    body1: { lineHeight: 1.7 },
    button: { textTransform: 'none', fontWeight: 650, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 22, minHeight: 44 },
        sizeLarge: { paddingInline: 28, fontSize: '1rem', minHeight: 52 },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': {
            outline: `3px solid ${t.vars ? t.vars.palette.secondary.main : t.palette.secondary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          fontWeight: 600,
          '&:focus-visible': {
            outline: `3px solid ${(t.vars ?? t).palette.secondary.main}`,
            outlineOffset: 2,
            borderRadius: 4,
          },
        }),
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          borderRadius: 20,
          transition: 'box-shadow 200ms ease, transform 200ms ease, border-color 200ms ease',
          '&:hover': { borderColor: alpha(brand.blue, 0.4), boxShadow: `0 18px 40px -24px ${alpha(brand.ink, 0.45)}` },
          ...t.applyStyles('dark', { '&:hover': { borderColor: alpha(brand.blueLight, 0.5) } }),
        }),
      },
    },
    MuiAppBar: { defaultProps: { color: 'inherit', elevation: 0 } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiFormControl: {
      styleOverrides: {
        // A form in a page's HTML takes input before its code runs; until then MUI cannot float a
        // field's label out of the way, so CSS does it: a focused field, or one with text (its
        // blank placeholder is no longer shown), gets the floated label and the gap in its outline.
        root: {
          // (A multi-line field's hidden measuring twin, aria-hidden, has no placeholder: left out.)
          '&:has(input:focus, textarea:focus, input:not(:placeholder-shown), textarea:not([aria-hidden]):not(:placeholder-shown))':
            {
              '& > .MuiInputLabel-outlined:not(.MuiInputLabel-shrink)': {
                transform: 'translate(14px, -9px) scale(0.75)',
                maxWidth: 'calc(133% - 32px)',
              },
              '& .MuiOutlinedInput-notchedOutline > legend': { maxWidth: '100%' },
            },
        },
      },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
});

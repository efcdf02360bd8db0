import type { Theme } from '@mui/material/styles';
import { alpha, createTheme, shouldSkipGeneratingVar } from '@mui/material/styles';
import { brand } from './brand';
import { LocaleLink } from './locale';

export { brand };
export { LocaleContext, LocaleLink, localizeHref, useLocale, useLocalized } from './locale';

// The theme is built with CSS variables (`cssVariables` below): TypeScript is told so, which types
// `theme.vars` and the ThemeProvider props of a theme with variables.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * The text face: the system's own until the page turns the brand face on (the `brand-font` class,
 * fonts.css), which it does, before its first paint, only where the browser already has the brand
 * font (@agency/platform/page-start-script): a first visit never requests the font before it paints.
 */
const fontFamily =
  'var(--font-text, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans HK", "PingFang HK", sans-serif)';

/**
 * Components whose palette the site never draws: MUI would write their CSS variables, in both
 * colour schemes, into every page's head. (A component added later that uses one of these needs it
 * back: its colours would fall back to nothing.)
 */
const unusedComponentPalettes = new Set([
  'Avatar',
  'FilledInput',
  'LinearProgress',
  'Skeleton',
  'Slider',
  'SnackbarContent',
  'SpeedDialAction',
  'StepConnector',
  'StepContent',
  'Switch',
  'TableCell',
  'Tooltip',
]);

/** A menu entry with keyboard focus: shaded, its ring inside it. */
const focusedListItem = (t: Theme) => ({
  '&:focus-visible': {
    backgroundColor: (t.vars ?? t).palette.action.focus,
    outline: `3px solid ${(t.vars ?? t).palette.secondary.main}`,
    outlineOffset: -3,
  },
});

/**
 * The one theme of the site. Light and dark palettes switch with the visitor's system
 * setting through a CSS media query, so there is no flash and no script.
 */
export const theme = createTheme({
  cssVariables: {
    colorSchemeSelector: 'media',
    // MUI's own rule first (what is no CSS variable at all), then the palettes the site never draws.
    shouldSkipGeneratingVar: (keys) =>
      shouldSkipGeneratingVar(keys) || (keys[0] === 'palette' && unusedComponentPalettes.has(keys[1] ?? '')),
  },
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
      // A button with an href is a link: its internal address in the page's language.
      defaultProps: { LinkComponent: LocaleLink },
      styleOverrides: {
        // MUI marks keyboard focus with a class its script adds: a button in a page's static HTML
        // (most of them) has none, so the browser's own :focus-visible draws the same ring.
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible, &:focus-visible': {
            outline: `3px solid ${t.vars ? t.vars.palette.secondary.main : t.palette.secondary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // A menu's items, in static HTML too: the focused one shaded as MUI's script would shade it,
    // its ring inside it (a menu that scrolls clips what is drawn outside its items).
    MuiMenuItem: { styleOverrides: { root: ({ theme: t }) => focusedListItem(t) } },
    MuiListItemButton: { styleOverrides: { root: ({ theme: t }) => focusedListItem(t) } },
    MuiLink: {
      defaultProps: { underline: 'hover', component: LocaleLink },
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
        // A form in a page's HTML takes input before its code runs, and focus that came before the
        // code is never seen by MUI: so CSS draws what MUI draws from its state. A focused field
        // has the focused outline and label; a focused field, or one with text (its blank
        // placeholder is no longer shown), gets the floated label and the gap in its outline.
        root: ({ theme: t }) => ({
          '&:has(input:focus, textarea:focus, select:focus)': {
            '& > .MuiInputLabel-root:not(.Mui-error)': { color: (t.vars ?? t).palette.primary.main },
            '& .MuiOutlinedInput-root:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
              borderColor: (t.vars ?? t).palette.primary.main,
              borderWidth: 2,
            },
          },
          // (A multi-line field's hidden measuring twin, aria-hidden, has no placeholder: left out.)
          '&:has(input:focus, textarea:focus, input:not(:placeholder-shown), textarea:not([aria-hidden]):not(:placeholder-shown))':
            {
              '& > .MuiInputLabel-outlined:not(.MuiInputLabel-shrink)': {
                transform: 'translate(14px, -9px) scale(0.75)',
                maxWidth: 'calc(133% - 32px)',
              },
              '& .MuiOutlinedInput-notchedOutline > legend': { maxWidth: '100%' },
            },
        }),
      },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
});

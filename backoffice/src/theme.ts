import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Platea's back-office theme: react-admin's light theme with the violet accent of the brand. */
export const VIOLET = '#5b3df5';

/**
 * Whoever asked their system for less motion gets none: every MUI transition (dialogs, menus, the notices'
 * fade) is instant. A notice is then never caught half transparent, by an eye or by a contrast check.
 */
const INSTANT = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  ...(reducedMotion
    ? {
        transitions: { duration: INSTANT },
        // Menus (a select's options too) grow for a time worked out from their height, not from the
        // durations above: none either.
        components: {
          ...defaultLightTheme.components,
          MuiMenu: { defaultProps: { transitionDuration: 0 } },
          MuiPopover: { defaultProps: { transitionDuration: 0 } },
        },
      }
    : {}),
  palette: {
    mode: 'light',
    primary: { main: VIOLET, contrastText: '#ffffff' },
    // The app bar uses `secondary`: a deep violet keeps white text well above 4.5:1.
    secondary: { main: '#2a1b7a', contrastText: '#ffffff' },
    // MUI's default error red is under 4.5:1 as text on white (delete buttons): a deeper one.
    error: { main: '#b3261e', contrastText: '#ffffff' },
    background: { default: '#f5f4fb' },
    text: { primary: '#1d1b2c', secondary: '#4a4860' },
  },
  shape: { borderRadius: 10 },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
  },
};

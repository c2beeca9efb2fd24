import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Every progress indicator in the console gets a name by default ("Cargando…"): react-admin's own (the
 * app bar's loading spinner, the bar a reference or array input shows while it loads) have none, which
 * axe reports as aria-progressbar-name (serious). One with its own aria-label keeps it.
 */
export const NamedProgress = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('ADMIN.PAGE.LOADING');
  // One function per label: MUI recomputes the theme only when it or the outer theme changes.
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
};

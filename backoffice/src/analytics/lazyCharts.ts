import { lazy } from 'react';

/** recharts and the charts drawn with it: one chunk, loaded when the first chart is shown. */
const load = () => import('./charts');
export const TimeChart = lazy(() => load().then((m) => ({ default: m.TimeChart })));
export const RetentionChart = lazy(() => load().then((m) => ({ default: m.RetentionChart })));
export const BarsChart = lazy(() => load().then((m) => ({ default: m.BarsChart })));

/** Series colours: distinct, each at least 3:1 against the white card. */
export const COLORS = {
  violet: '#5b3df5',
  teal: '#00796b',
  orange: '#c75000',
  pink: '#ad1457',
  red: '#b3261e',
  blue: '#1565c0',
  grey: '#5f5d73',
} as const;

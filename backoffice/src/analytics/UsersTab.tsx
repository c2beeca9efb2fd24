import { Box } from '@mui/material';
import type { AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { ChartCard, type Dataset } from './ChartCard';
import type { Format } from './format';
import { COLORS, TimeChart } from './lazyCharts';
import { QueryState } from './QueryState';

/** Administrators: sign-ups, activations and organizers approved per day, and the users of each role. */
export const UsersTab = ({
  s,
  format,
  query,
}: {
  s: AnalyticsStrings;
  format: Format;
  query: AnalyticsQuery;
}) => {
  const users = useAnalytics('users', query);
  return (
    <QueryState s={s} query={users}>
      {({ period, days, roles }) => {
        const keys = ['signups', 'activations', 'organizersApproved'] as const;
        const daily: Dataset = {
          columns: [
            { key: 'day', label: s.COL.day, kind: 'day' },
            ...keys.map((key) => ({ key, label: s.COL[key], kind: 'count' as const })),
          ],
          rows: days,
        };
        const byRole: Dataset = {
          columns: [
            { key: 'role', label: s.COL.role, kind: 'text' },
            { key: 'total', label: s.COL.total, kind: 'count' },
            { key: 'current', label: s.COL.current, kind: 'count' },
            { key: 'previous', label: s.COL.previous, kind: 'count' },
          ],
          rows: roles.map((r) => ({
            ...r,
            role: r.role in s.ROLES ? s.ROLES[r.role as keyof typeof s.ROLES] : r.role,
          })),
        };
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ChartCard
              s={s}
              format={format}
              title={s.USERS_CHART}
              period={period}
              dataset={daily}
              empty={days.every((d) => keys.every((k) => d[k] === 0))}
              emptyText={s.EMPTY_USERS}
              chart={
                <TimeChart
                  data={days}
                  xKey="day"
                  xFormat={format.shortDay}
                  labelFormat={format.day}
                  series={keys.map((key, i) => ({
                    key,
                    label: s.COL[key],
                    color: [COLORS.violet, COLORS.teal, COLORS.orange][i],
                    format: format.count,
                  }))}
                />
              }
            />
            <ChartCard
              s={s}
              format={format}
              title={s.ROLES_TABLE}
              period={period}
              dataset={byRole}
              empty={roles.length === 0}
              emptyText={s.EMPTY}
            />
          </Box>
        );
      }}
    </QueryState>
  );
};

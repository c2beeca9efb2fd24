import { useTheme } from '@mui/material';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The analytics charts, the only module that imports recharts: AnalyticsPage loads it lazily, so the charts
 * are a chunk of their own that no other screen pays for. Each chart is drawn for the eye only (its card
 * names it, and its table view is the accessible alternative): recharts' keyboard layer stays off.
 */
export type ChartSeries = {
  key: string;
  label: string;
  color: string;
  type?: 'line' | 'bar';
  /** The right axis, for a series of another unit (watch time in hours beside viewers). */
  right?: boolean;
  format: (value: number) => string;
};

type Row = Record<string, string | number | null>;

const tooltipFormatter =
  (series: ChartSeries[]) =>
  (value: unknown, name: unknown, item: { dataKey?: unknown }): [string, string] => {
    const s = series.find((one) => one.key === item.dataKey);
    return [s ? s.format(Number(value)) : String(value), String(name)];
  };

const AXIS_FONT = { fontSize: 12 };

/** Days along the bottom, one line (or bars) per series; a right axis when a series asks for it. */
export const TimeChart = ({
  data,
  xKey,
  xFormat,
  labelFormat,
  series,
  height = 260,
}: {
  data: Row[];
  xKey: string;
  xFormat: (value: string) => string;
  labelFormat: (value: string) => string;
  series: ChartSeries[];
  height?: number;
}) => {
  const theme = useTheme();
  const left = series.find((s) => !s.right);
  const right = series.find((s) => s.right);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis
          dataKey={xKey}
          tickFormatter={(v) => xFormat(String(v))}
          tick={AXIS_FONT}
          minTickGap={16}
          stroke={theme.palette.text.secondary}
        />
        {left && (
          <YAxis
            yAxisId="left"
            tickFormatter={(v) => left.format(Number(v))}
            tick={AXIS_FONT}
            width={72}
            allowDecimals={false}
            stroke={theme.palette.text.secondary}
          />
        )}
        {right && (
          <YAxis
            yAxisId="right"
            orientation="right"
            tickFormatter={(v) => right.format(Number(v))}
            tick={AXIS_FONT}
            width={56}
            stroke={theme.palette.text.secondary}
          />
        )}
        <Tooltip
          formatter={tooltipFormatter(series)}
          labelFormatter={(label) => labelFormat(String(label))}
        />
        {/* In the series' order (recharts sorts them by name otherwise). */}
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((s) =>
          s.type === 'bar' ? (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              yAxisId={s.right ? 'right' : 'left'}
              isAnimationActive={false}
              maxBarSize={24}
            />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              yAxisId={s.right ? 'right' : 'left'}
              strokeWidth={2}
              dot={data.length <= 14 ? { r: 2 } : false}
              isAnimationActive={false}
              type="linear"
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
};

/** The retention curve: the share of sessions still watching at each point (0–100 %) of the video. */
export const RetentionChart = ({
  data,
  label,
  percent,
  height = 240,
}: {
  data: { at: number; share: number }[];
  label: string;
  percent: (share: number) => string;
  height?: number;
}) => {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis
          dataKey="at"
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(v) => percent(Number(v) / 100)}
          tick={AXIS_FONT}
          stroke={theme.palette.text.secondary}
        />
        <YAxis
          domain={[0, 1]}
          tickFormatter={(v) => percent(Number(v))}
          tick={AXIS_FONT}
          width={48}
          stroke={theme.palette.text.secondary}
        />
        <Tooltip
          formatter={(value) => [percent(Number(value)), label]}
          labelFormatter={(at) => percent(Number(at) / 100)}
        />
        <Area
          dataKey="share"
          name={label}
          stroke={color}
          fill={color}
          fillOpacity={0.15}
          strokeWidth={2}
          type="linear"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
};

/** Horizontal bars, one per row (devices, countries, pages, channels), longest first as given. */
export const BarsChart = ({
  data,
  label,
  format,
}: {
  data: { name: string; value: number }[];
  label: string;
  format: (value: number) => string;
}) => {
  const theme = useTheme();
  const height = Math.max(120, data.length * 32 + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={(v) => format(Number(v))}
          tick={AXIS_FONT}
          allowDecimals={false}
          stroke={theme.palette.text.secondary}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={120}
          tick={AXIS_FONT}
          stroke={theme.palette.text.secondary}
        />
        <Tooltip formatter={(value) => [format(Number(value)), label]} />
        <Bar
          dataKey="value"
          name={label}
          fill={theme.palette.primary.main}
          isAnimationActive={false}
          maxBarSize={20}
        />
      </BarChart>
    </ResponsiveContainer>
  );
};

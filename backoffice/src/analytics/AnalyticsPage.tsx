import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';
import { HttpError, Title, useLocale } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  ANALYTICS_RANGES,
  type AnalyticsQuery,
  type AnalyticsRange,
} from '../../../api/src/shared/analytics.ts';
import { currentArea } from '../area';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { currentUser } from '../session';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { ChannelsTab } from './ChannelsTab';
import { Filters, type FilterValues } from './Filters';
import { formatter } from './format';
import { OverviewTab } from './OverviewTab';
import { ProductDetail } from './ProductDetail';
import { ProductsTab } from './ProductsTab';
import { UsersTab } from './UsersTab';
import { WebTab } from './WebTab';

const STRINGS = {
  en: () => import('./analytics-strings.en'),
  es: () => import('./analytics-strings.es'),
  pt: () => import('./analytics-strings.pt'),
};

const ACCOUNT_TABS = ['overview', 'products', 'channels'] as const;
const MANAGE_TABS = ['overview', 'products', 'channels', 'users', 'web'] as const;
type TabKey = (typeof MANAGE_TABS)[number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * /account/analytics (an organizer's own channels and products) and /manage/analytics (everything, with
 * filters by organizer and channel), issue 23. The period, filters, section and open product live in the
 * address, so a view can be reloaded and shared. The charts (recharts) are a chunk of their own.
 */
const AnalyticsPage = () => {
  const s = useScreenStrings<AnalyticsStrings>(STRINGS);
  return s ? <Analytics s={s} /> : <PageLoading />;
};

const Analytics = ({ s }: { s: AnalyticsStrings }) => {
  const locale = useLocale();
  const admin = currentArea() === 'manage';
  const [params, setParams] = useSearchParams();
  const format = useMemo(() => formatter(locale, s), [locale, s]);

  const tabs: readonly TabKey[] = admin ? MANAGE_TABS : ACCOUNT_TABS;
  const tab = tabs.find((t) => t === params.get('tab')) ?? 'overview';
  const rangeParam = params.get('range');
  // A custom period (from/to in the address) wins over a preset range.
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const custom = from !== undefined || to !== undefined;
  const values: FilterValues = {
    range: custom ? 'custom' : (ANALYTICS_RANGES.find((r) => r === rangeParam) ?? 'month'),
    from,
    to,
    channelId: positive(params.get('channelId')),
    organizerId: admin ? positive(params.get('organizerId')) : undefined,
  };
  const productId = tab === 'products' ? positive(params.get('product')) : undefined;

  // An administrator in the organizer's console sees their own figures there, as everywhere in it.
  const me = currentUser();
  const ownId = !admin && me?.roles.includes('ADMIN') ? me.id : undefined;
  const days: AnalyticsQuery = custom ? { from, to } : { range: values.range as AnalyticsRange };
  const query: AnalyticsQuery = {
    ...days,
    channelId: values.channelId,
    organizerId: values.organizerId ?? ownId,
  };

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: false },
    );

  // The period the answers cover, from the overview (shared with the open section's query cache).
  const overview = useAnalytics('overview', query);
  const period = overview.data?.period;
  const periodText = period
    ? fill(s.PERIOD, { from: format.day(period.from), to: format.day(period.to) })
    : null;
  // Custom days the server refuses (out of order, in the future, too long): its reason, in the user's words.
  const refusal =
    overview.error instanceof HttpError && overview.error.status === 400 ? overview.error.message : null;

  return (
    <Box sx={{ maxWidth: 1280, py: 2, minWidth: 0 }}>
      <Title title={s.TITLE} />
      {/* The app bar's heading (level 1) names the page. */}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {admin ? s.INTRO_MANAGE : s.INTRO_ACCOUNT}
      </Typography>
      <Filters
        s={s}
        admin={admin}
        values={values}
        period={period}
        periodText={periodText}
        refusal={refusal}
        scoped={tab !== 'users' && tab !== 'web'}
        ownerId={ownId}
        onChange={(next: Partial<FilterValues>) =>
          update({
            ...(next.range === 'custom'
              ? { range: undefined, from: next.from, to: next.to }
              : next.range
                ? { range: next.range, from: undefined, to: undefined }
                : {}),
            ...('channelId' in next ? { channelId: next.channelId } : {}),
            ...('organizerId' in next ? { organizerId: next.organizerId } : {}),
          })
        }
      />
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) =>
          update({ tab: next === 'overview' ? undefined : next, product: undefined })
        }
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={s.SECTIONS}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={s.TABS[key]}
            id={`analytics-tab-${key}`}
            aria-controls="analytics-panel"
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box id="analytics-panel" role="tabpanel" aria-labelledby={`analytics-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'overview' && <OverviewTab s={s} format={format} query={query} />}
        {tab === 'products' &&
          (productId ? (
            <ProductDetail
              s={s}
              format={format}
              locale={locale}
              productId={productId}
              query={query}
              onBack={() => update({ product: undefined })}
            />
          ) : (
            <ProductsTab s={s} format={format} query={query} onOpen={(id) => update({ product: id })} />
          ))}
        {tab === 'channels' && (
          <ChannelsTab
            s={s}
            format={format}
            query={query}
            onChannel={(id) => update({ channelId: id, tab: undefined })}
          />
        )}
        {tab === 'users' && <UsersTab s={s} format={format} query={days} />}
        {tab === 'web' && <WebTab s={s} format={format} query={days} />}
      </Box>
    </Box>
  );
};

export default AnalyticsPage;

import { Box, Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  List,
  type RaRecord,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { OpenProductAnswer } from '../../../../api/src/shared/catalogue-answers.ts';
import { channelTitle } from '../../media/format';
import { money } from '../sales/money';
import { NoResults } from '../sales/NoResults';

const REASONS = ['live', 'today', 'onSale'] as const;
type Reason = (typeof REASONS)[number];
const REASON_COLORS: Record<Reason, { bg: string; fg: string }> = {
  live: { bg: '#fde8e6', fg: '#8a1c14' },
  today: { bg: '#e3effd', fg: '#0b3d86' },
  onSale: { bg: '#dcf3e3', fg: '#17602f' },
};
const TYPES = [
  'vod',
  'live',
  'broadcast',
  'podcast',
  'course',
  'master',
  'post',
  'meet',
  'datasheet',
  'physical',
  'product',
];
/** Read by screen readers, not shown (px: in sx a bare 1 would mean 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** Session times are Central European time (spec 5), whatever the browser's zone. */
const CET_ZONE = 'Europe/Madrid';

/** A session of today's (GET /api/products-open). */
type SessionToday = OpenProductAnswer['sessionsToday'][number];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="reason"
    source="reason"
    choices={REASONS.map((id) => ({ id, name: `ADMIN.PRODUCTS_OPEN.REASON.${id}` }))}
    alwaysOn
    sx={{ minWidth: 190 }}
  />,
  <SelectInput
    key="type"
    source="type"
    choices={TYPES.map((id) => ({ id, name: `ADMIN.MEDIA.TYPE.${id}` }))}
    alwaysOn
  />,
  <ReferenceInput key="channelId" source="channelId" reference="channels" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
];

/** The product's page in the admin console (spec 2: /manage/products/{product_slug}). */
const pageOf = (record: RaRecord) => `/products/${encodeURIComponent(String(record.slug ?? record.id))}`;

const useReasonLabel = () => {
  const translate = useTranslate();
  return (record: RaRecord, reason: Reason) =>
    reason === 'live' && record.live
      ? translate(`ADMIN.PRODUCTS_OPEN.LIVE.${record.live}`, { _: record.live })
      : translate(`ADMIN.PRODUCTS_OPEN.REASON.${reason}`, { _: reason });
};

const Reasons = (_props: { label?: string }) => {
  const record = useRecordContext();
  const label = useReasonLabel();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(record.reasons as Reason[]).map((reason) => (
        <Chip
          key={reason}
          size="small"
          label={label(record, reason)}
          sx={{ bgcolor: REASON_COLORS[reason].bg, color: REASON_COLORS[reason].fg, fontWeight: 600 }}
        />
      ))}
    </Stack>
  );
};

const useSessionTimes = () => {
  const locale = useLocale();
  const translate = useTranslate();
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: CET_ZONE });
  return (sessions: SessionToday[]) =>
    sessions.map((s) => {
      const time = format.format(new Date(s.startsAt));
      return s.title ? translate('ADMIN.PRODUCTS_OPEN.SESSION_TITLED', { time, title: s.title }) : time;
    });
};

const SessionsToday = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const times = useSessionTimes();
  if (!record) return null;
  const sessions = (record.sessionsToday ?? []) as SessionToday[];
  if (sessions.length === 0) {
    // A dash for the eye (a column of "no session today" was noise), the words for screen readers.
    return (
      <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {translate('ADMIN.PRODUCTS_OPEN.NO_SESSION')}
        </Box>
      </>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {times(sessions).map((text, i) => (
        <span key={sessions[i].id}>{text}</span>
      ))}
    </Box>
  );
};

const Price = (_props: { label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {record.plan === 'free'
        ? translate('ADMIN.PRODUCTS_OPEN.FREE')
        : money(record.totalPrice, record.currency ?? 'EUR', locale)}
    </span>
  );
};

const Intro = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ px: 2, pt: 2, pb: 1, color: '#3f4654' }}>
      {translate('ADMIN.PRODUCTS_OPEN.INTRO')}
    </Typography>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="body1" component="p" sx={{ mb: 1 }}>
        {translate('ADMIN.PRODUCTS_OPEN.EMPTY')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: '#3f4654' }}>
        {translate('ADMIN.PRODUCTS_OPEN.INTRO')}
      </Typography>
    </Box>
  );
};

/**
 * /manage/productsopen (spec 2, admins): what is open now on every channel (GET /api/products-open):
 * live or fake live now, sessions today on the Central European calendar, on sale. Live first.
 */
const ProductsOpenList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const reasonLabel = useReasonLabel();
  const times = useSessionTimes();
  return (
    <List
      filters={filters}
      sort={{ field: 'reasons', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<Empty />}
    >
      <Intro />
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.title}
          secondaryText={(r) => (
            <>
              {[translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type }), channelTitle(r.channel)]
                .filter(Boolean)
                .join(' · ')}
              <Box component="span" sx={{ display: 'block', color: '#3f4654', fontWeight: 600 }}>
                {[
                  ...(r.reasons as Reason[]).map((reason) => reasonLabel(r, reason)),
                  ...times((r.sessionsToday ?? []) as SessionToday[]),
                ].join(' · ')}
              </Box>
            </>
          )}
          linkType={(r) => pageOf(r)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => pageOf(record)}
          empty={<NoResults />}
        >
          <DataTable.Col source="title" />
          <DataTable.Col source="type">
            <FunctionField render={(r) => translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type })} />
          </DataTable.Col>
          <DataTable.Col source="channelId" disableSort>
            <FunctionField render={(r) => channelTitle(r.channel) ?? ''} />
          </DataTable.Col>
          <DataTable.Col source="reasons">
            <Reasons />
          </DataTable.Col>
          <DataTable.Col source="sessionAt">
            <SessionsToday />
          </DataTable.Col>
          <DataTable.Col source="totalPrice" align="right">
            <Price />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default ProductsOpenList;

import { Box, Chip, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { intlLocale, money } from '../sales/money';
import { NoResults } from '../sales/NoResults';

/** pending (on the payment page now), expired (left unpaid), failed (the provider said no). */
const STATES = ['pending', 'expired', 'failed'] as const;
type State = (typeof STATES)[number];
const STATE_COLORS: Record<State, { bg: string; fg: string }> = {
  pending: { bg: '#e3effd', fg: '#0b3d86' },
  expired: { bg: '#fff1d6', fg: '#6b3a00' },
  failed: { bg: '#fde8e6', fg: '#8a1c14' },
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="channelId" source="channelId" reference="channels" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <SelectInput
    key="state"
    source="state"
    choices={STATES.map((id) => ({ id, name: `ADMIN.OPPORTUNITIES.STATE.${id}` }))}
    alwaysOn
  />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

const StateChip = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const state = record?.state as State | undefined;
  if (!state) return null;
  const colors = STATE_COLORS[state] ?? STATE_COLORS.expired;
  return (
    <Chip
      size="small"
      label={translate(`ADMIN.OPPORTUNITIES.STATE.${state}`, { _: state })}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }}
    />
  );
};

/** The buyer's email (and name) when they accepted promotions; otherwise it says why there is none. */
const Buyer = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.contactable) {
    return (
      <Typography
        variant="body2"
        component="span"
        sx={{ color: '#4a5260', fontStyle: 'italic' }}
        title={translate('ADMIN.OPPORTUNITIES.NO_CONSENT_HELP')}
      >
        {translate('ADMIN.OPPORTUNITIES.NO_CONSENT')}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{record.email}</span>
      {record.name ? (
        <Typography variant="caption" component="span" sx={{ color: '#4a5260' }}>
          {record.name}
        </Typography>
      ) : null}
    </Box>
  );
};

const Intro = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ px: 2, pt: 2, pb: 1, color: '#3f4654' }}>
      {translate('ADMIN.OPPORTUNITIES.INTRO')}
    </Typography>
  );
};

/** No unpaid checkout at all (before any filter): say what the page is for and that it is empty. */
const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="body1" component="p" sx={{ mb: 1 }}>
        {translate('ADMIN.OPPORTUNITIES.EMPTY')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: '#3f4654' }}>
        {translate('ADMIN.OPPORTUNITIES.INTRO')}
      </Typography>
    </Box>
  );
};

/**
 * /account/salesopportunity (spec 2, 6): buyers who started a checkout of the organizer's products and
 * did not pay (GET /api/opportunities; an admin sees every organizer's). Filters, sort and paging run on
 * the server; the API gives the email only of buyers who accepted promotions.
 */
const OpportunityList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const locale = useLocale();
  const translate = useTranslate();
  const stateLabel = (state: string) => translate(`ADMIN.OPPORTUNITIES.STATE.${state}`, { _: state });
  const dateOf = (value: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), DATE_TIME).format(new Date(value));
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // Every filter is always shown: no filter button, and no empty toolbar above them.
      actions={false}
      empty={<Empty />}
    >
      <Intro />
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.product?.title ?? ''}
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {r.contactable ? r.email : translate('ADMIN.OPPORTUNITIES.NO_CONSENT')}
              </Box>
              <Box component="span" sx={{ display: 'block', color: '#3f4654', fontWeight: 600 }}>
                {`${stateLabel(r.state)} · ${money(r.amount, r.currency ?? 'EUR', locale)} · ${dateOf(r.createdAt)}`}
              </Box>
            </>
          )}
          linkType={false}
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" showTime options={DATE_TIME} />
          </DataTable.Col>
          <DataTable.Col source="product">
            <FunctionField render={(r) => r.product?.title ?? ''} />
          </DataTable.Col>
          <DataTable.Col source="email" disableSort>
            <Buyer />
          </DataTable.Col>
          <DataTable.Col source="state" disableSort>
            <StateChip />
          </DataTable.Col>
          <DataTable.Col source="amount" align="right">
            <FunctionField render={(r) => money(r.amount, r.currency ?? 'EUR', locale)} />
          </DataTable.Col>
          <DataTable.Col source="country" disableSort />
        </DataTable>
      )}
    </List>
  );
};

export default OpportunityList;

import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { intlLocale, money } from './money';
import { NoResults } from './NoResults';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="channelId" source="channelId" reference="channels" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** Dates to the minute. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

const dateTime = (value: unknown, locale: string) =>
  value ? new Intl.DateTimeFormat(intlLocale(locale), DATE_TIME).format(new Date(String(value))) : '';

const buyerOf = (record: Record<string, unknown>) => {
  const c = (record.customer ?? {}) as { name?: string; surname?: string; email?: string; country?: string };
  return { ...c, fullName: [c.name, c.surname].filter(Boolean).join(' ') };
};

const Money = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record) return null;
  return <span>{money(record[source] as number, (record.currency as string) ?? 'EUR', locale)}</span>;
};

/** The whole filtered list as CSV, streamed by the API (GET /api/sales/export.csv, same filter). */
const CsvButton = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const href = `/api/sales/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button href={href} download startIcon={<DownloadIcon />} size="small">
      {translate('ADMIN.SALES.CSV')}
    </Button>
  );
};

/**
 * The buyer, shown when a row is opened; and the event's date when the table has no room for its column
 * (the admin's, with the split columns, below extra-wide screens).
 */
const Customer = ({ withEvent = false }: { withEvent?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const c = buyerOf(record);
  return (
    <Box sx={{ py: 1, display: 'flex', flexWrap: 'wrap', columnGap: 6, rowGap: 1 }}>
      <div>
        <Typography variant="subtitle2" component="p">
          {translate('ADMIN.SALES.CUSTOMER')}
        </Typography>
        <Typography variant="body2">
          {[c.fullName || '—', c.email, c.country].filter(Boolean).join(' · ')}
        </Typography>
      </div>
      {withEvent && record.eventAt ? (
        <div>
          <Typography variant="subtitle2" component="p">
            {translate('resources.sales.fields.eventAt')}
          </Typography>
          <Typography variant="body2">{dateTime(record.eventAt, locale)}</Typography>
        </div>
      ) : null}
    </Box>
  );
};

/**
 * Sales (spec 2 /account/sales and /manage/sales): the organizer's own, or every organizer's for an
 * admin with each row's split between the organizer and the platform. Filters and paging run on the
 * server; the CSV carries every matching row.
 */
const SaleList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  const locale = useLocale();
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
  // The admin's two split columns leave no room for the event date and the country under 1536 px: the
  // opened row shows them (the country is in the buyer's line).
  const compact = admin && !isWide;
  return (
    <List
      filters={filters}
      sort={{ field: 'paidAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CsvButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.product?.title ?? ''}
          // A phone has no room to open a row: the buyer and the dates are in it already.
          secondaryText={(r) => {
            const c = buyerOf(r);
            return (
              <>
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {[c.fullName, r.email].filter(Boolean).join(' · ')}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {[dateTime(r.paidAt, locale), r.country].filter(Boolean).join(' · ')}
                </Box>
              </>
            );
          }}
          tertiaryText={(r) => money(r.amount, r.currency, locale)}
          linkType={false}
          empty={<NoResults />}
        />
      ) : (
        <DataTable
          bulkActionButtons={false}
          expand={<Customer withEvent={compact} />}
          rowClick="expand"
          empty={<NoResults />}
        >
          <DataTable.Col source="id" />
          <DataTable.Col source="product">
            <FunctionField render={(r) => r.product?.title ?? ''} />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="amount" align="right">
            <Money source="amount" />
          </DataTable.Col>
          <DataTable.Col source="support" align="right">
            <Money source="support" />
          </DataTable.Col>
          {admin && (
            <DataTable.Col source="organizerAmount" disableSort align="right">
              <Money source="organizerAmount" />
            </DataTable.Col>
          )}
          {admin && (
            <DataTable.Col source="feePlatform" disableSort align="right">
              <FunctionField
                render={(r) => money((r.feePlatform ?? 0) + (r.feeFixed ?? 0), r.currency ?? 'EUR', locale)}
              />
            </DataTable.Col>
          )}
          <DataTable.Col source="paidAt">
            <LocaleDateField source="paidAt" showTime options={DATE_TIME} />
          </DataTable.Col>
          {!compact && (
            <DataTable.Col source="eventAt">
              <LocaleDateField source="eventAt" showTime options={DATE_TIME} />
            </DataTable.Col>
          )}
          {!compact && <DataTable.Col source="country" />}
        </DataTable>
      )}
    </List>
  );
};

export default SaleList;

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

/** Cents in the sale's currency, in the console's locale. */
export function money(cents: number | null | undefined, currency: string, locale: string): string {
  if (cents == null) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

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

/** The buyer, shown when a row is opened. */
const Customer = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const c = (record.customer ?? {}) as { name?: string; surname?: string; email?: string; country?: string };
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="p">
        {translate('ADMIN.SALES.CUSTOMER')}
      </Typography>
      <Typography variant="body2">
        {[c.name, c.surname].filter(Boolean).join(' ') || '—'} · {c.email} {c.country ? `· ${c.country}` : ''}
      </Typography>
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
  const locale = useLocale();
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
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
          secondaryText={(r) => r.email}
          tertiaryText={(r) => money(r.amount, r.currency, locale)}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} expand={<Customer />} rowClick="expand">
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
          <DataTable.Col source="eventAt">
            <LocaleDateField source="eventAt" showTime options={DATE_TIME} />
          </DataTable.Col>
          <DataTable.Col source="country" />
        </DataTable>
      )}
    </List>
  );
};

export default SaleList;

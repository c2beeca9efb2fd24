import { Box, Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateInput,
  DeleteButton,
  downloadCSV,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../../layout/LocaleDateField';
import { intlLocale } from '../sales/money';
import { NoResults } from '../sales/NoResults';
import { codesCsv, type LastRedemption } from './codesCsv';
import { GenerateCodes } from './GenerateCodes';

/** The CSV of what the filter shows (codesCsv). */
const exporter = (records: Record<string, unknown>[]) => downloadCSV(codesCsv(records), 'codes');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'code', name: 'ADMIN.COUPONS.KIND.code' },
      { id: 'coupon', name: 'ADMIN.COUPONS.KIND.coupon' },
    ]}
    alwaysOn
  />,
  <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="redeemed" source="redeemed" alwaysOn />,
  <DateInput key="from" source="from" />,
];

const REDEEMED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * A code or coupon's state: "unused", "2 of 10 used", "used", then who redeemed it and when ("Redeemed by
 * Vera Viewer (vera@…) on 22/11/26, 10:31"; for a coupon with stock, its latest use).
 */
const Use = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const used = record.redeemed === true;
  const isCode = record.kind === 'code';
  const label = isCode
    ? translate(used ? 'ADMIN.COUPONS.USED' : 'ADMIN.COUPONS.UNUSED')
    : record.quantity == null
      ? translate('ADMIN.COUPONS.STOCK_UNLIMITED', { smart_count: record.redeemedCount ?? 0 })
      : translate('ADMIN.COUPONS.STOCK', { used: record.redeemedCount ?? 0, total: record.quantity });
  const last = record.lastRedemption as LastRedemption | null | undefined;
  const who = last ? (last.name ? `${last.name} (${last.email})` : last.email) : '';
  const date = last
    ? new Intl.DateTimeFormat(intlLocale(locale), REDEEMED_AT).format(new Date(last.redeemedAt))
    : '';
  return (
    // Spans: the phone list shows it inside a paragraph.
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        component="span"
        size="small"
        label={label}
        sx={used ? { bgcolor: '#e6e8ec', color: '#3f4654' } : { bgcolor: '#dcf3e3', color: '#17602f' }}
      />
      {last ? (
        <Typography variant="caption" component="span" sx={{ color: '#3f4654', overflowWrap: 'anywhere' }}>
          {translate(isCode ? 'ADMIN.CODES_STATE.REDEEMED_BY' : 'ADMIN.CODES_STATE.LAST_BY', { who, date })}
          {last.paymentPending ? ` · ${translate('ADMIN.CODES_STATE.PAYMENT_PENDING')}` : ''}
        </Typography>
      ) : null}
    </Stack>
  );
};

/**
 * /account/salescode (and /manage for every organizer): access codes of private products and discount
 * coupons, filtered on the server. Codes are generated in bulk for the product chosen in their dialog;
 * the CSV exports what the filter shows.
 */
const CouponList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
      actions={
        <TopToolbar>
          <GenerateCodes />
          <CreateButton label="ADMIN.COUPONS.NEW_COUPON" />
          {/* Named for screen readers also when disabled (react-admin leaves the phone's icon unnamed then). */}
          <ExportButton maxResults={5000} aria-label={translate('ra.action.export')} />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => <Code code={r.code} />}
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
                {[
                  translate(`ADMIN.COUPONS.KIND.${r.kind}`, { _: r.kind }),
                  r.product?.title,
                  discountOf(r.discountPercent),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Box>
              <Use />
            </>
          )}
          linkType={false}
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <DataTable.Col source="code">
            <FunctionField render={(r) => <Code code={r.code} />} />
          </DataTable.Col>
          <DataTable.Col source="kind">
            <FunctionField render={(r) => <TranslatedKind kind={r.kind} />} />
          </DataTable.Col>
          <DataTable.Col source="productId" disableSort>
            <FunctionField render={(r) => r.product?.title ?? ''} />
          </DataTable.Col>
          <DataTable.Col source="discountPercent">
            <FunctionField render={(r) => discountOf(r.discountPercent) || '—'} />
          </DataTable.Col>
          <DataTable.Col source="redeemedCount">
            <Use />
          </DataTable.Col>
          <DataTable.Col source="validUntil">
            <LocaleDateField source="validUntil" />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col disableSort align="right">
            <FunctionField
              render={(r) =>
                (r.redeemedCount ?? 0) === 0 ? <DeleteButton mutationMode="pessimistic" /> : null
              }
            />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

/** A code is read out and typed: never broken across lines. */
const Code = ({ code }: { code: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace', fontSize: '0.95em' }}>
    {code}
  </Box>
);

const discountOf = (percent: number | null | undefined) => (percent != null ? `${percent} %` : '');

const TranslatedKind = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  return <>{translate(`ADMIN.COUPONS.KIND.${kind}`, { _: kind })}</>;
};

export default CouponList;

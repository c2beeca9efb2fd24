import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  TextField as MuiTextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  AutocompleteInput,
  Confirm,
  DataTable,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import {
  LEAD_NOTES_MAX,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadJson,
  type LeadStatus,
} from '../../../api/src/shared/leads.ts';
import { currentArea } from '../area';
import { fill, useScreenStrings } from '../i18n/lazy';
import { LocaleDateField } from '../layout/LocaleDateField';
import { PageLoading } from '../layout/PageLoading';
import type { LeadsStrings } from './leads.en';

const STRINGS = {
  en: () => import('./leads.en'),
  es: () => import('./leads.es'),
  pt: () => import('./leads.pt'),
};

/** Dates to the minute. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** A new lead stands out (filled); a discarded one is outlined. The theme's grey keeps the text's contrast. */
const STATUS_VARIANT: Record<LeadStatus, 'filled' | 'outlined'> = {
  new: 'filled',
  contacted: 'filled',
  converted: 'filled',
  discarded: 'outlined',
};

/** The whole filtered list as CSV, streamed by the API (GET /api/leads/export.csv, same filter). */
const CsvButton = ({ s }: { s: LeadsStrings }) => {
  const { filterValues } = useListContext();
  const href = `/api/leads/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button href={href} download startIcon={<DownloadIcon />} size="small">
      {s.CSV}
    </Button>
  );
};

const filtersOf = (s: LeadsStrings) => [
  <SearchInput key="q" source="q" placeholder={s.SEARCH} alwaysOn />,
  <SelectInput
    key="source"
    source="source"
    label={s.FIELDS.source}
    choices={LEAD_SOURCES.map((id) => ({ id, name: s.SOURCES[id] }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={s.FIELDS.status}
    choices={LEAD_STATUSES.map((id) => ({ id, name: s.STATUSES[id] }))}
    alwaysOn
  />,
  <ReferenceInput key="channelId" source="channelId" reference="channels" alwaysOn>
    <AutocompleteInput optionText="title" label={s.FIELDS.channel} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <DateInput key="from" source="from" label={s.FIELDS.from} alwaysOn />,
  <DateInput key="to" source="to" label={s.FIELDS.to} alwaysOn />,
];

const Empty = ({ s }: { s: LeadsStrings }) => (
  <Typography variant="body2" component="p" sx={{ p: 2 }}>
    {s.EMPTY}
  </Typography>
);

/**
 * A lead, opened: its status and notes, saved together, and its deletion when the person asks to be
 * forgotten (confirmed first: it cannot be undone).
 */
const LeadPanel = ({ s }: { s: LeadsStrings }) => {
  const record = useRecordContext<LeadJson>();
  const notify = useNotify();
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(record?.status ?? 'new');
  const [notes, setNotes] = useState(record?.notes ?? '');
  const [asking, setAsking] = useState(false);
  const [update, { isPending: saving }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  if (!record) return null;
  const save = () =>
    update(
      'leads',
      { id: record.id, data: { status, notes }, previousData: record },
      {
        onSuccess: () => notify(s.SAVED, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const erase = () =>
    remove(
      'leads',
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          setAsking(false);
          notify(s.DELETED, { type: 'success' });
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Box sx={{ py: 1, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <LocaleDateField source="createdAt" showTime options={DATE_TIME} />
        {' · '}
        {[record.name, record.email, record.product?.title].filter(Boolean).join(' · ')}
        {record.consentedAt ? (
          <>
            {' · '}
            {s.FIELDS.consentedAt}: <LocaleDateField source="consentedAt" showTime options={DATE_TIME} />
          </>
        ) : null}
      </Typography>
      <MuiTextField
        select
        id={`${id}-status`}
        label={s.FIELDS.status}
        value={status}
        onChange={(e) => setStatus(e.target.value as LeadStatus)}
        size="small"
        sx={{ maxWidth: 240 }}
      >
        {LEAD_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {s.STATUSES[value]}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        id={`${id}-notes`}
        label={s.FIELDS.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        helperText={s.NOTES_HELP}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: LEAD_NOTES_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving}>
          {s.SAVE}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)} disabled={deleting}>
          {s.DELETE}
        </Button>
      </Box>
      <Confirm
        isOpen={asking}
        loading={deleting}
        title={fill(s.DELETE_TITLE, { email: record.email })}
        content={s.DELETE_TEXT}
        confirm={s.DELETE}
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

const LeadList = ({ s }: { s: LeadsStrings }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const admin = currentArea() === 'manage';
  return (
    <List
      resource="leads"
      title={s.TITLE}
      filters={filtersOf(s)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          <CsvButton s={s} />
        </TopToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {admin ? s.INTRO_ADMIN : s.INTRO_ORGANIZER}
      </Typography>
      <DataTable
        bulkActionButtons={false}
        expand={<LeadPanel s={s} />}
        rowClick="expand"
        empty={<Empty s={s} />}
      >
        {/* A phone has room for the address and the status: the date is in the opened row. */}
        {!isSmall && (
          <DataTable.Col source="createdAt" label={s.FIELDS.createdAt} sx={{ whiteSpace: 'nowrap' }}>
            <LocaleDateField source="createdAt" showTime options={DATE_TIME} />
          </DataTable.Col>
        )}
        {/* An address too long for its column breaks after its @ first, mid-word only if it must. */}
        <DataTable.Col source="email" label={s.FIELDS.email} sx={{ overflowWrap: 'break-word' }}>
          <FunctionField<LeadJson>
            render={(r) => {
              const at = r.email.lastIndexOf('@');
              return at < 0 ? (
                r.email
              ) : (
                <>
                  {r.email.slice(0, at + 1)}
                  <wbr />
                  {r.email.slice(at + 1)}
                </>
              );
            }}
          />
        </DataTable.Col>
        {!isSmall && <DataTable.Col source="name" label={s.FIELDS.name} />}
        {!isSmall && (
          <DataTable.Col source="source" label={s.FIELDS.source}>
            <FunctionField<LeadJson> render={(r) => s.SOURCES[r.source] ?? r.source} />
          </DataTable.Col>
        )}
        {!isSmall && (
          <DataTable.Col source="channel" label={s.FIELDS.channel}>
            <FunctionField<LeadJson> render={(r) => r.channel?.title ?? s.PLATFORM} />
          </DataTable.Col>
        )}
        {!isSmall && (
          <DataTable.Col source="product" label={s.FIELDS.product}>
            <FunctionField<LeadJson> render={(r) => r.product?.title ?? ''} />
          </DataTable.Col>
        )}
        <DataTable.Col source="status" label={s.FIELDS.status}>
          <FunctionField<LeadJson>
            render={(r) => (
              <Chip size="small" variant={STATUS_VARIANT[r.status]} label={s.STATUSES[r.status]} />
            )}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

/**
 * Leads (issue 24; spec 2 /manage/leads, and /account/leads for an organizer): the contacts who asked to
 * hear from Platea or an organizer, with their source and consent. The API scopes them (an organizer sees
 * only the leads of their channels); filters and paging run on the server; the CSV carries every matching
 * lead. There only while the leads module is on.
 */
const LeadsPage = () => {
  const s = useScreenStrings<LeadsStrings>(STRINGS);
  return s ? <LeadList s={s} /> : <PageLoading />;
};

export default LeadsPage;

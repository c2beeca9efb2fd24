import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  Form,
  HttpError,
  maxLength,
  ResourceContextProvider,
  regex,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  Title,
  useLocale,
  useNotify,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import {
  AD_AREAS,
  AD_MAX_COLUMNS,
  type AdArea,
  type AdBannerJson,
} from '../../../api/src/shared/advertising.ts';
import { API_URL, createHttpClient } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { ImageInput } from '../media/ImageInput';
import { LoadFailed, Loading, SaveBar } from '../modules/PageParts';
import type { AdvertisingStrings } from './strings.en';

const STRINGS = {
  en: () => import('./strings.en'),
  es: () => import('./strings.es'),
  pt: () => import('./strings.pt'),
};

const AREA_KEY: Record<AdArea, keyof AdvertisingStrings> = {
  home: 'AREA_HOME',
  product: 'AREA_PRODUCT',
  channel: 'AREA_CHANNEL',
  player: 'AREA_PLAYER',
  course: 'AREA_COURSE',
};

/** The calls of this screen (GET/POST/PUT/DELETE /api/ads/banners), through the console's HTTP client. */
function useAdsApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const json = <T,>(path: string, method = 'GET', body?: unknown) =>
      http(`${API_URL}/ads${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => r.json as T);
    return {
      list: () => json<AdBannerJson[]>('/banners?sort=["id","DESC"]&range=[0,499]'),
      get: (id: string) => json<AdBannerJson>(`/banners/${encodeURIComponent(id)}`),
      create: (body: unknown) => json<AdBannerJson>('/banners', 'POST', body),
      update: (id: string, body: unknown) =>
        json<AdBannerJson>(`/banners/${encodeURIComponent(id)}`, 'PUT', body),
      remove: (id: number) => json<AdBannerJson>(`/banners/${id}`, 'DELETE'),
    };
  }, [locale]);
}

/**
 * /manage/advertising (and the spec's spelling /manage/adversiting), issue 24: the banners with their
 * impressions, clicks and CTR; a banner's form (1 to 6 columns, each an uploaded image with its link and
 * alt text, the area, the dates, whether it is active, the products and channels that carry it).
 */
const AdvertisingPage = () => (
  // Gated here, inside the lazy chunk: the console's first screen carries none of the gate's parts.
  <>
    <Advertising />
  </>
);

const Advertising = () => {
  const s = useScreenStrings<AdvertisingStrings>(STRINGS);
  if (!s) return <PageLoading />;
  return (
    <Box sx={{ maxWidth: 1100, py: 2 }}>
      <Title title={s.TITLE} />
      <Routes>
        <Route index element={<BannerList s={s} />} />
        <Route path="new" element={<BannerEditor s={s} />} />
        <Route path=":id" element={<BannerEditor s={s} />} />
      </Routes>
    </Box>
  );
};

export default AdvertisingPage;

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

function useLoad<T>(fetcher: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await fetcher() });
    } catch {
      setState({ status: 'error' });
    }
  }, [fetcher]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, load };
}

const BannerList = ({ s }: { s: AdvertisingStrings }) => {
  const api = useAdsApi();
  const notify = useNotify();
  const locale = useLocale();
  const { state, load } = useLoad(api.list);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale);

  const remove = async (b: AdBannerJson) => {
    if (!window.confirm(fill(s.DELETE_CONFIRM, { name: b.name ?? `#${b.id}` }))) return;
    try {
      await api.remove(b.id);
      notify(s.DELETED, { type: 'success' });
      void load();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {s.TITLE}
        </Typography>
        <Button component={Link} to="new" variant="contained" startIcon={<AddIcon />}>
          {s.NEW}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {s.SUBTITLE}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {state.status === 'ready' && state.data.length === 0 && <Typography>{s.EMPTY}</Typography>}
      {state.status === 'ready' && state.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={s.TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>{s.NAME}</TableCell>
                <TableCell>{s.AREA}</TableCell>
                <TableCell align="right">{s.COLUMNS}</TableCell>
                <TableCell>{s.DATES}</TableCell>
                <TableCell align="right">{s.IMPRESSIONS}</TableCell>
                <TableCell align="right">{s.CLICKS}</TableCell>
                <TableCell align="right">{s.CTR}</TableCell>
                <TableCell>{s.ACTIONS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>
                    <Link to={String(b.id)}>{b.name || `#${b.id}`}</Link>{' '}
                    <Chip
                      size="small"
                      label={b.active ? s.ACTIVE : s.INACTIVE}
                      color={b.active ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell>{s[AREA_KEY[b.displayArea]]}</TableCell>
                  <TableCell align="right">{b.columns}</TableCell>
                  <TableCell>
                    {!b.startsAt && !b.endsAt
                      ? s.ALWAYS
                      : [
                          b.startsAt && fill(s.FROM, { date: date(b.startsAt) }),
                          b.endsAt && fill(s.UNTIL, { date: date(b.endsAt) }),
                        ]
                          .filter(Boolean)
                          .join(' ')}
                  </TableCell>
                  <TableCell align="right">{number.format(b.impressions)}</TableCell>
                  <TableCell align="right">{number.format(b.clicks)}</TableCell>
                  <TableCell align="right">{percent.format(b.ctr)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton component={Link} to={String(b.id)} aria-label={`${s.EDIT} ${b.name ?? b.id}`}>
                      <EditIcon />
                    </IconButton>
                    <IconButton onClick={() => remove(b)} aria-label={`${s.DELETE} ${b.name ?? b.id}`}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};

/** "1, 2" ⇄ [1, 2] for the products' and channels' ids. */
const idsFormat = (v: unknown) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));
const toIds = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);

/** Adds a column; there is no seventh (the rule of spec 7, which the API holds too). */
const AddColumn = ({ label }: { label: string }) => {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} disabled={total >= AD_MAX_COLUMNS}>
      {label}
    </Button>
  );
};

const RemoveColumn = ({ label }: { label: string }) => {
  const { remove, index } = useSimpleFormIteratorItem();
  return (
    <Button size="small" color="inherit" startIcon={<DeleteIcon />} onClick={() => remove()}>
      {`${label} ${index + 1}`}
    </Button>
  );
};

const emptyBanner = {
  name: '',
  displayArea: 'home',
  active: true,
  startsAt: null,
  endsAt: null,
  images: [{ url: '', link: '', alt: '' }],
  productIds: [],
  channelIds: [],
};

const BannerEditor = ({ s }: { s: AdvertisingStrings }) => {
  const { id } = useParams();
  const api = useAdsApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const fetcher = useCallback(
    async () => (id ? await api.get(id) : emptyBanner) as Record<string, unknown>,
    [api, id],
  );
  const { state, load } = useLoad(fetcher);

  const save = async (values: Record<string, unknown>) => {
    const when = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
    const images = ((values.images as Record<string, string>[] | undefined) ?? []).map((c) => ({
      url: c?.url ?? '',
      link: (c?.link ?? '').trim(),
      alt: (c?.alt ?? '').trim(),
    }));
    const body = {
      name: values.name || null,
      displayArea: values.displayArea,
      active: Boolean(values.active),
      startsAt: when(values.startsAt),
      endsAt: when(values.endsAt),
      images,
      productIds: toIds(values.productIds),
      channelIds: toIds(values.channelIds),
    };
    try {
      if (id) await api.update(id, body);
      else await api.create(body);
      notify(s.SAVED, { type: 'success' });
      navigate('..', { relative: 'path' });
    } catch (error) {
      const fields = error instanceof HttpError ? error.body?.errors : undefined;
      notify(error instanceof HttpError ? error.message : 'ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
      if (fields) return fields as Record<string, string>;
    }
  };

  const areaChoices = AD_AREAS.map((a) => ({ id: a, name: s[AREA_KEY[a]] }));
  const tooMany = (v: unknown) => (Array.isArray(v) && v.length > AD_MAX_COLUMNS ? s.MAX_COLUMNS : undefined);
  const idsValid = (v: unknown) =>
    toIds(v).every((n) => Number.isInteger(n) && n > 0) ? undefined : s.IDS_INVALID;

  return (
    <>
      <Button
        component={Link}
        to=".."
        relative="path"
        size="small"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {s.BACK}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {id ? s.EDIT : s.NEW}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {state.status === 'ready' && (
        // The column iterator asks for a resource: this screen's own name, never a react-admin resource.
        <ResourceContextProvider value="ads-banners">
          <Form record={state.data} onSubmit={save}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <TextInput source="name" label={s.NAME} validate={maxLength(120)} />
              <SelectInput source="displayArea" label={s.AREA} choices={areaChoices} validate={required()} />
              <DateTimeInput source="startsAt" label={s.STARTS_AT} helperText={s.DATES_HELP} />
              <DateTimeInput source="endsAt" label={s.ENDS_AT} />
              <BooleanInput source="active" label={s.ACTIVE} />
            </Box>
            <ArrayInput source="images" label={s.COLUMNS} validate={[required(), tooMany]}>
              <SimpleFormIterator
                inline={false}
                addButton={<AddColumn label={s.ADD_COLUMN} />}
                removeButton={<RemoveColumn label={s.REMOVE_COLUMN} />}
                disableClear
              >
                <ImageInput source="url" label={s.IMAGE} />
                <TextInput
                  source="link"
                  label={s.LINK}
                  validate={[required(), regex(/^https?:\/\/\S+$/i, s.LINK_INVALID)]}
                  fullWidth
                />
                <TextInput source="alt" label={s.ALT} validate={[required(), maxLength(200)]} fullWidth />
              </SimpleFormIterator>
            </ArrayInput>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <TextInput
                source="productIds"
                label={s.PRODUCT_IDS}
                format={idsFormat}
                helperText={s.IDS_HELP}
                validate={idsValid}
              />
              <TextInput source="channelIds" label={s.CHANNEL_IDS} format={idsFormat} validate={idsValid} />
            </Box>
            <SaveBar label={s.SAVE} unsaved={s.UNSAVED} />
          </Form>
        </ResourceContextProvider>
      )}
    </>
  );
};

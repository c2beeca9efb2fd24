import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useMemo } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  Form,
  HttpError,
  maxLength,
  ReferenceArrayInput,
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
  type AdDaysJson,
} from '../../../api/src/shared/advertising.ts';
import { API_URL, createHttpClient } from '../dataProvider';
import { fill, useScreenStrings } from '../i18n/lazy';
import { PageLoading } from '../layout/PageLoading';
import { ImageInput } from '../media/ImageInput';
import { LoadFailed, Loading, SaveBar } from '../modules/PageParts';
import { BannerDays } from './BannerDays';
import type { AdvertisingStrings } from './strings.en';
import { useLoad } from './useLoad';

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
      days: (id: string) => json<AdDaysJson>(`/banners/${encodeURIComponent(id)}/days`),
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

const BannerList = ({ s }: { s: AdvertisingStrings }) => {
  const api = useAdsApi();
  const notify = useNotify();
  const locale = useLocale();
  const { state, load } = useLoad(api.list);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale);
  // A phone (and a narrow tablet) gets one card per banner: the table's eight columns would scroll sideways.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const dates = (b: AdBannerJson) =>
    !b.startsAt && !b.endsAt
      ? s.ALWAYS
      : [
          b.startsAt && fill(s.FROM, { date: date(b.startsAt) }),
          b.endsAt && fill(s.UNTIL, { date: date(b.endsAt) }),
        ]
          .filter(Boolean)
          .join(' ');
  const status = (b: AdBannerJson) => (
    <Chip
      size="small"
      label={b.active ? s.ACTIVE : s.INACTIVE}
      color={b.active ? 'success' : 'default'}
      variant="outlined"
    />
  );
  const actions = (b: AdBannerJson) => (
    <>
      <IconButton component={Link} to={String(b.id)} aria-label={`${s.EDIT} ${b.name ?? b.id}`}>
        <EditIcon />
      </IconButton>
      <IconButton onClick={() => remove(b)} aria-label={`${s.DELETE} ${b.name ?? b.id}`}>
        <DeleteIcon />
      </IconButton>
    </>
  );

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
      {state.status === 'ready' && state.data.length > 0 && isSmall && (
        <Stack component="ul" aria-label={s.TITLE} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {state.data.map((b) => (
            <Paper
              component="li"
              variant="outlined"
              key={b.id}
              aria-label={b.name || `#${b.id}`}
              sx={{ p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}>
                  <MuiLink component={Link} to={String(b.id)}>
                    {b.name || `#${b.id}`}
                  </MuiLink>
                </Typography>
                {status(b)}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {s[AREA_KEY[b.displayArea]]} · {b.columns} {s.COLUMNS.toLowerCase()} · {dates(b)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box
                  component="dl"
                  sx={{ display: 'flex', gap: 2, m: 0, flexGrow: 1, '& dd': { m: 0, fontWeight: 600 } }}
                >
                  {(
                    [
                      [s.IMPRESSIONS, number.format(b.impressions)],
                      [s.CLICKS, number.format(b.clicks)],
                      [s.CTR, percent.format(b.ctr)],
                    ] as const
                  ).map(([term, value]) => (
                    <div key={term}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {term}
                      </Typography>
                      <Typography component="dd" variant="body2">
                        {value}
                      </Typography>
                    </div>
                  ))}
                </Box>
                <Box sx={{ whiteSpace: 'nowrap' }}>{actions(b)}</Box>
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {state.status === 'ready' && state.data.length > 0 && !isSmall && (
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
                    <MuiLink component={Link} to={String(b.id)}>
                      {b.name || `#${b.id}`}
                    </MuiLink>{' '}
                    {status(b)}
                  </TableCell>
                  <TableCell>{s[AREA_KEY[b.displayArea]]}</TableCell>
                  <TableCell align="right">{b.columns}</TableCell>
                  <TableCell>{dates(b)}</TableCell>
                  <TableCell align="right">{number.format(b.impressions)}</TableCell>
                  <TableCell align="right">{number.format(b.clicks)}</TableCell>
                  <TableCell align="right">{percent.format(b.ctr)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(b)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};

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

/**
 * The products or channels that carry the banner as their own, searched by name through the console's
 * data provider (GET /api/products|channels?filter={"q":…}) and shown by their titles.
 */
const CarriersInput = ({
  reference,
  label,
  helperText,
}: {
  reference: 'products' | 'channels';
  label: string;
  helperText: string;
}) => (
  <ReferenceArrayInput
    source={reference === 'products' ? 'productIds' : 'channelIds'}
    reference={reference}
    perPage={20}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <AutocompleteArrayInput label={label} optionText="title" helperText={helperText} filterSelectedOptions />
  </ReferenceArrayInput>
);

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
      productIds: (values.productIds as number[] | undefined) ?? [],
      channelIds: (values.channelIds as number[] | undefined) ?? [],
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
  const fetchDays = useCallback(() => api.days(id as string), [api, id]);

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
      {id && state.status === 'ready' && <BannerDays s={s} fetchDays={fetchDays} />}
      {state.status === 'ready' && (
        // The column iterator asks for a resource: this screen's own name, never a react-admin resource.
        <ResourceContextProvider value="ads-banners">
          <Form record={state.data} onSubmit={save}>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
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
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <CarriersInput reference="products" label={s.PRODUCTS} helperText={s.PICK_HELP} />
              <CarriersInput reference="channels" label={s.CHANNELS} helperText={s.PICK_HELP} />
            </Box>
            <SaveBar label={s.SAVE} unsaved={s.UNSAVED} />
          </Form>
        </ResourceContextProvider>
      )}
    </>
  );
};

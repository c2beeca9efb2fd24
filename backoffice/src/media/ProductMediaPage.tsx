import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HttpError, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type {
  ManagedProduct,
  MediaAsset,
  PlateaDataProvider,
  UploadKind,
  UploadStatus,
} from '../dataProvider';
import { PageLoading } from '../layout/PageLoading';
import { channelTitle } from './format';
import { MediaSlot } from './MediaSlot';
import { type Interrupted, interruptedUploads, targetKey, type UploadTarget } from './tus';

type Loaded = { product: ManagedProduct; assets: MediaAsset[]; uploads: UploadStatus };
type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | ({ status: 'ready' } & Loaded);

const WORKING = new Set(['uploaded', 'queued', 'transcoding']);
const POLL_MS = 2_000;

/** What a product of each type takes: podcasts audio, the video kinds a video, the rest a trailer. */
function kindsOf(type: string): UploadKind[] {
  if (type === 'podcast') return ['audio', 'trailer'];
  if (['vod', 'live', 'broadcast'].includes(type)) return ['video', 'trailer'];
  return ['trailer'];
}

/**
 * /account/channels/{channel}/products/{product} (and …/courses/{course}): the media step of a
 * product in the organizer console. The product form of spec 2 joins it with the back-office issue;
 * this page is already the real thing for video, trailer, audio and every lesson's video.
 */
const ProductMediaPage = () => {
  const { channel = '', product: productSlug, course: courseSlug } = useParams();
  const slug = productSlug ?? courseSlug ?? '';
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [interrupted, setInterrupted] = useState<Record<string, Interrupted[]>>({});

  const load = useCallback(async () => {
    try {
      const product = await dataProvider.getProductBySlug(slug);
      if (channel && product.channel?.slug && product.channel.slug !== channel) {
        setState({ status: 'not-found' });
        return;
      }
      // The media list answers only to the product's manager: anyone else gets "not found".
      const [assets, uploads] = await Promise.all([
        dataProvider.getProductMedia(product.id),
        dataProvider.getUploadStatus(),
      ]);
      setState({ status: 'ready', product, assets, uploads });
    } catch (err) {
      setState({ status: err instanceof HttpError && err.status === 404 ? 'not-found' : 'error' });
    }
  }, [channel, dataProvider, slug]);

  const targets = useMemo(() => (state.status === 'ready' ? targetsOf(state.product) : []), [state]);
  const targetsKey = targets.map((t) => targetKey(t.target)).join(' ');

  // The slots are read through a ref: a poll rebuilds the product, not the slots (targetsKey tells).
  const slots = useRef(targets);
  slots.current = targets;
  const loadInterrupted = useCallback(async () => {
    const entries = await Promise.all(
      slots.current.map(async (t) => [targetKey(t.target), await interruptedUploads(t.target)] as const),
    );
    setInterrupted(Object.fromEntries(entries));
  }, []);

  useEffect(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  useEffect(() => {
    if (targetsKey) void loadInterrupted();
  }, [targetsKey, loadInterrupted]);

  // While a file is checked or transcoded, its percent is followed every 2 s.
  const working = state.status === 'ready' && state.assets.some((a) => WORKING.has(a.status));
  useEffect(() => {
    if (!working) return;
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [working, load]);

  const changed = useCallback(() => {
    void load();
    void loadInterrupted();
  }, [load, loadInterrupted]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'not-found' || state.status === 'error') {
    return (
      <Box sx={{ maxWidth: 900, py: 2 }}>
        <Title title="ADMIN.MEDIA.SECTION" />
        <Alert
          severity={state.status === 'error' ? 'error' : 'warning'}
          action={
            state.status === 'error' && (
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void load()}>
                {translate('ADMIN.PAGE.RETRY')}
              </Button>
            )
          }
        >
          {translate(state.status === 'error' ? 'ADMIN.MEDIA.LOAD_ERROR' : 'ADMIN.MEDIA.NOT_FOUND')}
        </Alert>
        <BackLink />
      </Box>
    );
  }

  const { product, assets, uploads } = state;
  const title = product.localized?.title || product.title;
  const siteHref = `/${product.type === 'course' ? 'courses' : 'products'}/${encodeURIComponent(product.slug ?? String(product.id))}`;
  const slotAssets = (target: UploadTarget) =>
    assets.filter((a) =>
      'lessonId' in target ? a.lessonId === target.lessonId : a.lessonId === null && a.kind === target.kind,
    );
  const mediaSlot = (slot: Slot) => (
    <MediaSlot
      target={slot.target}
      label={slot.label(translate)}
      assets={slotAssets(slot.target)}
      uploads={uploads}
      interrupted={interrupted[targetKey(slot.target)] ?? []}
      onChanged={changed}
    />
  );
  const productSlots = targets.filter((t) => !('lessonId' in t.target));
  const lessonSlots = targets.filter((t) => 'lessonId' in t.target);

  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title={title} />
      <BackLink />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, my: 1 }}
      >
        {/* The app bar holds the page's h1 (the same title): this is its visible echo. */}
        <Typography variant="h5" component="p" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          href={siteHref}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('ADMIN.MEDIA.VIEW_ON_SITE')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Chip label={translate(`ADMIN.MEDIA.TYPE.${product.type}`, { _: product.type })} />
        <Chip
          variant="outlined"
          label={translate(`ADMIN.MEDIA.STATUS.${product.status}`, { _: product.status })}
        />
        {product.channel && <Chip variant="outlined" label={channelTitle(product.channel)} />}
      </Stack>

      {!uploads.enabled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>{translate('ADMIN.MEDIA.TOOLS_OFF')}</strong>
          <br />
          {uploads.message}
        </Alert>
      )}

      <Card component="section" aria-labelledby="media-section" sx={{ mb: 2 }}>
        <CardContent>
          <Typography id="media-section" variant="h6" component="h2">
            {translate('ADMIN.MEDIA.SECTION')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(
              kindsOf(product.type).length > 1 ? 'ADMIN.MEDIA.SECTION_HELP' : 'ADMIN.MEDIA.NO_MEDIA_TYPE',
            )}
          </Typography>
          {productSlots.map((slot, i) => (
            <Box key={targetKey(slot.target)}>
              {i > 0 && <Divider />}
              {mediaSlot(slot)}
            </Box>
          ))}
        </CardContent>
      </Card>

      {product.type === 'course' && (
        <Card component="section" aria-labelledby="lessons-section">
          <CardContent>
            <Typography id="lessons-section" variant="h6" component="h2">
              {translate('ADMIN.MEDIA.LESSONS')}
            </Typography>
            {lessonSlots.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('ADMIN.MEDIA.NO_LESSONS')}
              </Typography>
            )}
            {lessonSlots.map((slot, i) => (
              <Box key={targetKey(slot.target)}>
                {slot.module && (
                  <Typography
                    variant="overline"
                    component="p"
                    color="text.secondary"
                    sx={{ mt: i > 0 ? 2 : 1 }}
                  >
                    {slot.module}
                  </Typography>
                )}
                {!slot.module && i > 0 && <Divider />}
                {mediaSlot(slot)}
              </Box>
            ))}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

type Slot = {
  target: UploadTarget;
  label: (translate: (key: string, options?: object) => string) => string;
  /** The module title, on a module's first lesson. */
  module?: string;
};

function targetsOf(product: ManagedProduct): Slot[] {
  const slots: Slot[] = kindsOf(product.type).map((kind) => ({
    target: { productId: product.id, kind },
    label: (translate) => translate(`ADMIN.MEDIA.KIND_${kind.toUpperCase()}`),
  }));
  let n = 0;
  for (const module of product.course?.modules ?? []) {
    module.lessons.forEach((lesson, i) => {
      const number = ++n;
      slots.push({
        target: { lessonId: lesson.id, kind: 'video' },
        label: (translate) => translate('ADMIN.MEDIA.LESSON', { n: number, title: lesson.title }),
        module: i === 0 ? module.title : undefined,
      });
    });
  }
  return slots;
}

/** Back where the page was reached from: the organizer's global view, or the admin's product list. */
const BackLink = () => {
  const translate = useTranslate();
  const { channel } = useParams();
  return (
    <Button
      component={Link}
      to={channel ? '/globalview' : '/products'}
      startIcon={<ArrowBackIcon />}
      size="small"
    >
      {translate(channel ? 'ADMIN.MEDIA.BACK' : 'ADMIN.MEDIA.BACK_PRODUCTS')}
    </Button>
  );
};

export default ProductMediaPage;

import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type {
  ManagedProduct,
  MediaAsset,
  PlateaDataProvider,
  UploadKind,
  UploadStatus,
} from '../dataProvider';
import { PageLoading } from '../layout/PageLoading';
import { MediaSlot } from './MediaSlot';
import { type Interrupted, interruptedUploads, targetKey, type UploadTarget } from './tus';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; assets: MediaAsset[]; uploads: UploadStatus };

const WORKING = new Set(['uploaded', 'queued', 'transcoding']);
const POLL_MS = 2_000;

/** What a product of each type takes: podcasts audio, the video kinds a video, the rest a trailer. */
export function kindsOf(type: string): UploadKind[] {
  if (type === 'podcast') return ['audio', 'trailer'];
  if (['vod', 'live', 'broadcast'].includes(type)) return ['video', 'trailer'];
  return ['trailer'];
}

/**
 * The media step of the product form (spec 2): the product's video, trailer or audio, and for a course
 * every lesson's video, each through the resumable upload (MediaSlot), with the transcode followed.
 * `lessons: false` leaves the lessons to the course's content step, which mounts them itself.
 */
export const ProductMediaSection = ({
  product,
  lessons = true,
  productSlots: showProduct = true,
}: {
  product: ManagedProduct;
  lessons?: boolean;
  productSlots?: boolean;
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [interrupted, setInterrupted] = useState<Record<string, Interrupted[]>>({});

  const load = useCallback(async () => {
    try {
      // The media list answers only to the product's manager: anyone else gets "not found".
      const [assets, uploads] = await Promise.all([
        dataProvider.getProductMedia(product.id),
        dataProvider.getUploadStatus(),
      ]);
      setState({ status: 'ready', assets, uploads });
    } catch {
      setState({ status: 'error' });
    }
  }, [dataProvider, product.id]);

  const targets = useMemo(() => targetsOf(product), [product]);
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
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void load()}>
            {translate('ADMIN.PAGE.RETRY')}
          </Button>
        }
      >
        {translate('ADMIN.MEDIA.LOAD_ERROR')}
      </Alert>
    );
  }

  const { assets, uploads } = state;
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
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      {!uploads.enabled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>{translate('ADMIN.MEDIA.TOOLS_OFF')}</strong>
          <br />
          {uploads.message}
        </Alert>
      )}

      {showProduct && (
        <Card component="section" aria-labelledby="media-section" sx={{ mb: 2 }} variant="outlined">
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
      )}

      {lessons && product.type === 'course' && (
        <Card component="section" aria-labelledby="lessons-section" variant="outlined">
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

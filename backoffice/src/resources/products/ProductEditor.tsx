import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { lazy, type ReactElement, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  DeleteButton,
  EditBase,
  HttpError,
  type RaRecord,
  SaveButton,
  TabbedForm,
  TabbedFormTabs,
  Title,
  Toolbar,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { currentArea } from '../../area';
import type { ManagedProduct, PlateaDataProvider } from '../../dataProvider';
import { PageLoading } from '../../layout/PageLoading';
import { savedThing, useSavedNotice } from '../../layout/savedNotice';
import { channelTitle } from '../../media/format';
import { ProductMediaSection } from '../../media/ProductMediaSection';
import { CourseContent } from './CourseContent';
import { editorPath } from './editorPath';
import {
  AccessStep,
  CoursesStep,
  DatesStep,
  InfoStep,
  MediaStep,
  PricesStep,
  RequirementsStep,
  SeoStep,
  SheetStep,
} from './ProductSteps';
import { InvalidStepsNotice, type StepTab, StepTabLabel, stepGroup } from './StepErrors';
import { type StepId, stepsOf, TYPED_RESOURCE } from './steps';
import { formRecord, toBody } from './toBody';

/**
 * The live moments' steps load when one is opened: a broadcast's panel (its chat card in it), and the chat
 * card of a fake-live session or a meet, a meet's room, every product's rehearsal room. One chunk for them
 * all (and their texts apart, in each language).
 */
const BroadcastPanel = lazy(() => import('../../live/steps').then((m) => ({ default: m.BroadcastPanel })));
const ChatCard = lazy(() => import('../../live/steps').then((m) => ({ default: m.ChatCard })));
const MeetPanel = lazy(() => import('../../live/steps').then((m) => ({ default: m.MeetPanel })));
const RehearsalPanel = lazy(() => import('../../live/steps').then((m) => ({ default: m.RehearsalPanel })));

export type EditedProduct = ManagedProduct & {
  publishedAt: string | null;
  master?: { id: number } | null;
  datasheet?: { id: number } | null;
  channel?: { id: number; slug: string | null; title: string; status?: string };
};

type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; product: EditedProduct };

/**
 * The product form (spec 2) at /account/channels/{channel}/products|courses|masters/{slug} and
 * /manage/products|courses|masters/{slug}: one numbered step per part a type needs, the spec-4 locks of a
 * published product shown on the fields, and the media, sessions and course content saved as they go.
 */
const ProductEditor = () => {
  const { channel = '', product: p, course, master } = useParams();
  const slug = p ?? course ?? master ?? '';
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const product = (await dataProvider.getProductBySlug(slug)) as EditedProduct;
      const channelMatches =
        !channel || channel === product.channel?.slug || channel === String(product.channel?.id);
      // A product answers to its manager only with `url` (the full view): anyone else sees a not-found.
      if (!channelMatches || !('url' in product)) {
        setState({ status: 'not-found' });
        return;
      }
      setState({ status: 'ready', product });
    } catch (err) {
      setState({ status: err instanceof HttpError && err.status === 404 ? 'not-found' : 'error' });
    }
  }, [channel, dataProvider, slug]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status !== 'ready') {
    return (
      <Box sx={{ maxWidth: 900, py: 2 }}>
        <Title title="ADMIN.PRODUCT_FORM.TITLE" />
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
          {translate(state.status === 'error' ? 'ADMIN.PRODUCT_FORM.LOAD_ERROR' : 'ADMIN.MEDIA.NOT_FOUND')}
        </Alert>
        <BackLink />
      </Box>
    );
  }
  return <Editor product={state.product} reload={load} />;
};

const typedId = (product: EditedProduct): number => {
  if (product.type === 'course') return product.course?.id ?? product.id;
  if (product.type === 'master') return product.master?.id ?? product.id;
  if (product.type === 'datasheet') return product.datasheet?.id ?? product.id;
  return product.id;
};

const Editor = ({ product, reload }: { product: EditedProduct; reload: () => Promise<void> }) => {
  const translate = useTranslate();
  const notice = useSavedNotice();
  const navigate = useNavigate();
  const area = currentArea();
  const resource = TYPED_RESOURCE[product.type] ?? 'products';
  const published = !!product.publishedAt;
  const title = product.localized?.title || product.title;
  const siteHref = `/${product.type === 'course' ? 'courses' : product.type === 'master' ? 'masters' : 'products'}/${encodeURIComponent(product.slug ?? String(product.id))}`;

  const onSuccess = (saved: RaRecord) => {
    notice(savedThing(product.type), 'updated', saved.title || title);
    if (typeof saved.slug === 'string' && saved.slug !== product.slug) {
      navigate(editorPath(area, { ...product, slug: saved.slug }), { replace: true });
    } else {
      void reload();
    }
  };

  return (
    <Box sx={{ py: 2, width: '100%' }}>
      <Title title={title} />
      <BackLink />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, my: 1 }}
      >
        {/* The app bar holds the page's h1 (the same title): this is its visible echo. */}
        <Typography variant="h5" component="p" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
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
      {published && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
          {translate(
            stepsOf(product.type).includes('dates')
              ? 'ADMIN.PRODUCT_FORM.PUBLISHED_LOCKS'
              : 'ADMIN.PRODUCT_FORM.PUBLISHED_LOCKS_UNDATED',
          )}
        </Alert>
      )}
      <EditBase
        resource={resource}
        id={typedId(product)}
        // Lists answer cards (api/src/shared/product-card.ts) and react-admin seeds its getOne cache with
        // them: a key of its own keeps the form from starting on a card's few fields.
        queryOptions={{ meta: { whole: true } }}
        mutationMode="pessimistic"
        redirect={false}
        transform={(data: Record<string, unknown>) => toBody(product.type, published, data)}
        mutationOptions={{ onSuccess }}
      >
        <StepsForm product={product} reload={reload} />
      </EditBase>
    </Box>
  );
};

const STEP_LABEL: Record<StepId, string> = {
  info: 'ADMIN.PRODUCT_FORM.STEP.info',
  requirements: 'ADMIN.PRODUCT_FORM.STEP.requirements',
  dates: 'ADMIN.PRODUCT_FORM.STEP.dates',
  sheet: 'ADMIN.PRODUCT_FORM.STEP.sheet',
  content: 'ADMIN.PRODUCT_FORM.STEP.content',
  courses: 'ADMIN.PRODUCT_FORM.STEP.courses',
  prices: 'ADMIN.PRODUCT_FORM.STEP.prices',
  media: 'ADMIN.PRODUCT_FORM.STEP.media',
  broadcast: 'ADMIN.PRODUCT_FORM.STEP.broadcast',
  chat: 'ADMIN.PRODUCT_FORM.STEP.chat',
  meet: 'ADMIN.PRODUCT_FORM.STEP.meet',
  rehearsal: 'ADMIN.PRODUCT_FORM.STEP.rehearsal',
  access: 'ADMIN.PRODUCT_FORM.STEP.access',
  seo: 'ADMIN.PRODUCT_FORM.STEP.seo',
};

const EditorToolbar = ({ published, tabs }: { published: boolean; tabs: StepTab[] }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <InvalidStepsNotice steps={tabs} />
      <SaveButton />
      {published ? (
        <Typography variant="body2" color="text.secondary">
          {translate('ADMIN.PRODUCT_FORM.NOT_DELETABLE')}
        </Typography>
      ) : (
        <DeleteButton
          mutationMode="pessimistic"
          redirect={currentArea() === 'manage' ? '/products' : '/globalview'}
        />
      )}
    </Toolbar>
  );
};

const StepsForm = ({ product, reload }: { product: EditedProduct; reload: () => Promise<void> }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const published = !!product.publishedAt;
  const values = useMemo(() => (record ? (formRecord(record) as RaRecord) : undefined), [record]);
  if (!record || !values) return <PageLoading />;
  const steps = stepsOf(product.type);
  const tabs: StepTab[] = steps.map((step, i) => ({
    group: stepGroup(i),
    n: i + 1,
    name: translate(STEP_LABEL[step]),
  }));
  const content: Record<StepId, () => ReactElement> = {
    info: () => <InfoStep type={product.type} published={published} />,
    requirements: () => <RequirementsStep type={product.type} />,
    dates: () => <DatesStep product={product} published={published} />,
    sheet: () => <SheetStep />,
    content: () => (
      <Box sx={{ width: '100%' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 760 }}>
          {translate('ADMIN.COURSE.HELP')}
        </Typography>
        {product.course && <CourseContent courseId={product.course.id} onChanged={() => void reload()} />}
        <ProductMediaSection product={product} productSlots={false} />
      </Box>
    ),
    courses: () => <CoursesStep />,
    prices: () => <PricesStep type={product.type} />,
    media: () => <MediaStep product={product} />,
    broadcast: () => (
      <Suspense fallback={<PageLoading />}>
        <BroadcastPanel productId={product.id} />
      </Suspense>
    ),
    chat: () => (
      <Suspense fallback={<PageLoading />}>
        <ChatCard productId={product.id} />
      </Suspense>
    ),
    meet: () => (
      <Suspense fallback={<PageLoading />}>
        <MeetPanel productId={product.id} />
      </Suspense>
    ),
    rehearsal: () => (
      <Suspense fallback={<PageLoading />}>
        <RehearsalPanel productId={product.id} />
      </Suspense>
    ),
    access: () => <AccessStep product={product} published={published} />,
    seo: () => <SeoStep />,
  };
  return (
    <TabbedForm
      record={values}
      warnWhenUnsavedChanges
      disableInvalidFormNotification
      toolbar={<EditorToolbar published={published} tabs={tabs} />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      {steps.map((step, i) => (
        <TabbedForm.Tab key={step} label={<StepTabLabel step={tabs[i]} />}>
          {content[step]()}
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
};

/** Back where the page was reached from: the organizer's global view, or the admin's product list. */
const BackLink = () => {
  const translate = useTranslate();
  const manage = currentArea() === 'manage';
  return (
    <Button
      component={Link}
      to={manage ? '/products' : '/globalview'}
      startIcon={<ArrowBackIcon />}
      size="small"
    >
      {translate(manage ? 'ADMIN.MEDIA.BACK_PRODUCTS' : 'ADMIN.MEDIA.BACK')}
    </Button>
  );
};

export default ProductEditor;

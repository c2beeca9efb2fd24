import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  maxLength,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useLocale,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { PlateaDataProvider } from '../../dataProvider';
import { channelTitle } from '../../media/format';
import { ImageInput } from '../../media/ImageInput';
import { kindsOf, ProductMediaSection } from '../../media/ProductMediaSection';
import {
  AddRowButton,
  CetDateTimeInput,
  CountedTextInput,
  full,
  lockedHelperSx,
  MoneyInput,
  PriceBreakdown,
  rowsSx,
  Section,
  tagsList,
  tagsText,
} from './inputs';
import type { EditedProduct } from './ProductEditor';
import { SessionsEditor } from './SessionsEditor';
import { expires, hasCredits, PRODUCT_TYPES, TYPED_RESOURCE } from './steps';

const F = 'ADMIN.PRODUCT_FORM.F';
/** Channels and categories in the console's language, as the chips above the form show them. */
const channelName = (channel: { title: string }) => channelTitle(channel) ?? '';
const categoryName = (category: { name: string; localized?: { name?: string | null } }) =>
  category.localized?.name || category.name;
const label = (field: string) => `${F}.${field}`;
const LANGUAGES = [
  { id: 'es', name: 'Español' },
  { id: 'en', name: 'English' },
  { id: 'pt', name: 'Português' },
];

/** Information: what the product is, where it belongs, who is in it; texts in the three languages. */
export const InfoStep = ({ type, published }: { type: string; published: boolean }) => {
  const translate = useTranslate();
  const language = (useWatch({ name: 'language' }) as string | undefined) ?? 'es';
  const typed = !!TYPED_RESOURCE[type];
  const typeHelp = published
    ? 'ADMIN.PRODUCT_FORM.LOCK_TYPE'
    : typed
      ? 'ADMIN.PRODUCT_FORM.FIXED_TYPE'
      : 'ADMIN.PRODUCT_FORM.TYPE_HELP';
  return (
    <>
      <Section title="ADMIN.PRODUCT_FORM.S_GENERAL">
        <TextInput source="title" label={label('title')} validate={[required(), maxLength(200)]} sx={full} />
        <SelectInput
          source="type"
          label={label('type')}
          choices={PRODUCT_TYPES.filter((t) => typed || !TYPED_RESOURCE[t] || t === type).map((id) => ({
            id,
            name: `ADMIN.MEDIA.TYPE.${id}`,
          }))}
          disabled={published || typed}
          helperText={typeHelp}
          validate={required()}
          sx={lockedHelperSx}
        />
        <ReferenceInput source="channelId" reference="channels" sort={{ field: 'title', order: 'ASC' }}>
          <SelectInput
            optionText={channelName}
            label={label('channelId')}
            disabled={published}
            helperText={published ? 'ADMIN.PRODUCT_FORM.LOCK_CHANNEL' : false}
            validate={required()}
            sx={lockedHelperSx}
          />
        </ReferenceInput>
        <SelectInput
          source="language"
          label={label('language')}
          choices={LANGUAGES}
          validate={required()}
          helperText="ADMIN.PRODUCT_FORM.LANGUAGE_HELP"
        />
        <TextInput
          source="tags"
          label={label('tags')}
          format={tagsText}
          parse={tagsList}
          helperText="ADMIN.PRODUCT_FORM.TAGS_HELP"
        />
        <CountedTextInput
          source="shortDescription"
          label={label('shortDescription')}
          recommended={240}
          max={240}
          multiline
          minRows={1}
        />
        <TextInput source="description" label={label('description')} multiline minRows={4} sx={full} />
        <ReferenceArrayInput
          source="categoryIds"
          reference="categories"
          sort={{ field: 'position', order: 'ASC' }}
        >
          <AutocompleteArrayInput optionText={categoryName} label={label('categoryIds')} sx={full} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="speakerIds" reference="speakers" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteArrayInput optionText="name" label={label('speakerIds')} sx={full} />
        </ReferenceArrayInput>
      </Section>
      {hasCredits(type) && (
        <Section title="ADMIN.PRODUCT_FORM.S_CREDITS">
          <TextInput source="director" label={label('director')} />
          <TextInput source="artists" label={label('artists')} />
          <NumberInput source="productionYear" label={label('productionYear')} min={1800} max={2200} />
          <TextInput source="productionCountry" label={label('productionCountry')} />
          <SelectInput
            source="ageClass"
            label={label('ageClass')}
            choices={['all', '13', '18'].map((id) => ({ id, name: `ADMIN.PRODUCT_FORM.AGE.${id}` }))}
            validate={required()}
          />
        </Section>
      )}
      <Section
        title="ADMIN.PRODUCT_FORM.S_TRANSLATIONS"
        help={translate('ADMIN.PRODUCT_FORM.TRANSLATIONS_HELP')}
      >
        {LANGUAGES.filter((l) => l.id !== language).map((l) => (
          <Box key={l.id} sx={{ ...full, mb: 1 }} role="group" aria-label={l.name}>
            <Typography variant="subtitle2" component="p">
              {l.name}
            </Typography>
            <TextInput source={`translations.${l.id}.title`} label={label('title')} fullWidth />
            <TextInput
              source={`translations.${l.id}.shortDescription`}
              label={label('shortDescription')}
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: 240 } }}
            />
            <TextInput
              source={`translations.${l.id}.description`}
              label={label('description')}
              multiline
              minRows={2}
              fullWidth
            />
          </Box>
        ))}
      </Section>
    </>
  );
};

const FaqsInput = () => (
  <ArrayInput source="faqs" label={label('faqs')} sx={full}>
    <SimpleFormIterator
      disableClear
      sx={rowsSx}
      addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_FAQ" />}
    >
      <TextInput source="question" label={label('question')} validate={required()} multiline />
      <TextInput source="answer" label={label('answer')} multiline minRows={2} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** Requirements of a course or master (spec 2 course and master forms), with its programme and FAQs. */
export const RequirementsStep = ({ type }: { type: string }) => (
  <Section title="ADMIN.PRODUCT_FORM.STEP.requirements">
    <TextInput source="requirements" label={label('requirements')} multiline minRows={3} sx={full} />
    {type === 'course' && (
      <TextInput source="program" label={label('program')} multiline minRows={4} sx={full} />
    )}
    <FaqsInput />
  </Section>
);

/**
 * Dates: the sessions (saved one by one), the schedule of the event and, for a fake live or a broadcast,
 * the replay (a broadcast's is its recording, made when recording is on in the Broadcast step).
 */
export const DatesStep = ({ product, published }: { product: EditedProduct; published: boolean }) => {
  const language = (useWatch({ name: 'language' }) as string | undefined) ?? 'es';
  return (
    <>
      <Section title="ADMIN.PRODUCT_FORM.S_DATES">
        <BooleanInput
          source="multiDate"
          label={label('multiDate')}
          helperText="ADMIN.PRODUCT_FORM.MULTIDATE_HELP"
          sx={full}
        />
        {(product.type === 'live' || product.type === 'broadcast') && (
          <BooleanInput
            source="metadata.replay"
            label={label('replay')}
            helperText={
              product.type === 'broadcast'
                ? 'ADMIN.PRODUCT_FORM.REPLAY_HELP_BROADCAST'
                : 'ADMIN.PRODUCT_FORM.REPLAY_HELP'
            }
            sx={full}
          />
        )}
      </Section>
      <SessionsEditor
        productId={product.id}
        published={published}
        otherLanguages={LANGUAGES.filter((l) => l.id !== language)}
      />
      <Section title="ADMIN.PRODUCT_FORM.S_SCHEDULE" help={<ScheduleHelp />}>
        <ArrayInput source="scheduleSections" label={false} sx={full}>
          <SimpleFormIterator
            inline
            disableClear
            sx={rowsSx}
            addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_PART" />}
          >
            <TextInput source="title" label={label('sectionTitle')} validate={required()} />
            <NumberInput
              source="durationMinutes"
              label={label('sectionDuration')}
              validate={[required(), minValue(1)]}
              min={1}
            />
            <ReferenceInput source="speakerId" reference="speakers">
              <AutocompleteInput optionText="name" label={label('sectionSpeaker')} />
            </ReferenceInput>
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
    </>
  );
};
const ScheduleHelp = () => useTranslate()('ADMIN.PRODUCT_FORM.SCHEDULE_HELP');

/** The educational datasheet (spec 3 OEE), with the recommended limits shown as warnings. */
export const SheetStep = () => {
  const translate = useTranslate();
  const benefits = (useWatch({ name: 'benefits' }) as unknown[] | undefined) ?? [];
  return (
    <>
      <Section title="ADMIN.PRODUCT_FORM.S_SHEET">
        <TextInput source="author" label={label('author')} />
        <TextInput source="license" label={label('license')} />
        <CountedTextInput source="abstract" label={label('abstract')} recommended={1000} multiline />
        {(['duration', 'modality', 'time', 'people', 'money', 'participants'] as const).map((f) => (
          <TextInput key={f} source={f} label={label(f)} multiline />
        ))}
        {(['experience', 'skills', 'mechanisms', 'strategy', 'pedagogicalMethod'] as const).map((f) => (
          <TextInput key={f} source={f} label={label(f)} multiline minRows={2} sx={full} />
        ))}
      </Section>
      <Section title="ADMIN.PRODUCT_FORM.S_BENEFITS">
        {benefits.length > 4 && (
          <Alert severity="warning" sx={full}>
            {translate('ADMIN.PRODUCT_FORM.BENEFITS_OVER')}
          </Alert>
        )}
        <ArrayInput source="benefits" label={label('benefits')} sx={full}>
          <SimpleFormIterator
            inline
            disableClear
            sx={rowsSx}
            addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_BENEFIT" />}
          >
            <TextInput source="title" label={label('benefitTitle')} validate={required()} />
            <TextInput source="text" label={label('benefitText')} multiline />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="testimonials" label={label('testimonials')} sx={full}>
          <SimpleFormIterator
            inline
            disableClear
            sx={rowsSx}
            addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_TESTIMONIAL" />}
          >
            <TextInput source="name" label={label('testimonialName')} validate={required()} multiline />
            <TextInput source="text" label={label('testimonialText')} multiline />
          </SimpleFormIterator>
        </ArrayInput>
        {(['resources', 'relatedLinks'] as const).map((f) => (
          <ArrayInput key={f} source={f} label={label(f)} sx={full}>
            <SimpleFormIterator
              inline
              disableClear
              sx={rowsSx}
              addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_LINK" />}
            >
              <TextInput source="title" label={label('linkTitle')} />
              <TextInput source="url" label={label('linkUrl')} type="url" validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
        ))}
      </Section>
    </>
  );
};

/** A master's courses, in order (spec 2: "select courses (ordered)"); a course twice is warned about. */
export const CoursesStep = () => {
  const translate = useTranslate();
  const rows = (useWatch({ name: 'courseRows' }) as { id?: number }[] | undefined) ?? [];
  const ids = rows.flatMap((r) => (r?.id ? [r.id] : []));
  const duplicate = new Set(ids).size !== ids.length;
  return (
    <Section title="ADMIN.PRODUCT_FORM.STEP.courses" help={translate('ADMIN.PRODUCT_FORM.COURSES_HELP')}>
      {duplicate && (
        <Alert severity="warning" role="alert" sx={full}>
          {translate('ADMIN.PRODUCT_FORM.DUPLICATE_COURSE')}
        </Alert>
      )}
      <ArrayInput source="courseRows" label={false} sx={full}>
        <SimpleFormIterator
          disableClear
          getItemLabel={(i) => `${i + 1}.`}
          sx={rowsSx}
          addButton={<AddRowButton label="ADMIN.PRODUCT_FORM.ADD_COURSE" />}
        >
          <ReferenceInput source="id" reference="courses" sort={{ field: 'title', order: 'ASC' }}>
            <AutocompleteInput optionText="title" label={label('course')} validate={required()} />
          </ReferenceInput>
        </SimpleFormIterator>
      </ArrayInput>
    </Section>
  );
};

/** Prices: the plan, the total with its net and tax split, the offer, the sale window and bundles. */
export const PricesStep = ({ type }: { type: string }) => {
  const translate = useTranslate();
  const plan = useWatch({ name: 'plan' }) as string | undefined;
  return (
    <>
      <Section title="ADMIN.PRODUCT_FORM.S_PRICE" help={translate('ADMIN.PRODUCT_FORM.PRICE_HELP')}>
        <RadioButtonGroupInput
          source="plan"
          label={label('plan')}
          choices={[
            { id: 'paid', name: 'ADMIN.PRODUCT_FORM.PLAN.paid' },
            { id: 'free', name: 'ADMIN.PRODUCT_FORM.PLAN.free' },
          ]}
          validate={required()}
          sx={full}
        />
        {plan !== 'free' && (
          <>
            <MoneyInput
              source="totalPrice"
              label={label('totalPrice')}
              validate={[required(), minValue(0.01)]}
            />
            <NumberInput
              source="taxRate"
              label={label('taxRate')}
              min={0}
              max={100}
              step={0.1}
              validate={required()}
            />
            <PriceBreakdown totalSource="totalPrice" />
            <TextInput source="priceNote" label={label('priceNote')} sx={full} />
          </>
        )}
      </Section>
      {plan !== 'free' && (
        <Section title="ADMIN.PRODUCT_FORM.S_OFFER" help={translate('ADMIN.PRODUCT_FORM.OFFER_HELP')}>
          <MoneyInput source="offerTotal" label={label('offerTotal')} />
          <Box />
          <PriceBreakdown totalSource="offerTotal" />
          <CetDateTimeInput source="offerFrom" label={label('offerFrom')} />
          <CetDateTimeInput source="offerUntil" label={label('offerUntil')} />
        </Section>
      )}
      <Section title="ADMIN.PRODUCT_FORM.S_SALE" help={translate('ADMIN.PRODUCT_FORM.SALE_HELP')}>
        <CetDateTimeInput source="saleStartAt" label={label('saleStartAt')} />
        <CetDateTimeInput source="saleEndAt" label={label('saleEndAt')} />
        {type !== 'master' && (
          <ReferenceArrayInput
            source="bundleProductIds"
            reference="products"
            sort={{ field: 'title', order: 'ASC' }}
          >
            <AutocompleteArrayInput
              optionText="title"
              label={label('bundleProductIds')}
              helperText="ADMIN.PRODUCT_FORM.BUNDLE_HELP"
              sx={full}
            />
          </ReferenceArrayInput>
        )}
      </Section>
    </>
  );
};

/** Media: images through the image upload, links, and the video/trailer/audio through the resumable upload. */
export const MediaStep = ({ product }: { product: EditedProduct }) => (
  <>
    <Section title="ADMIN.PRODUCT_FORM.S_IMAGES">
      <ImageInput source="image" label={label('image')} />
      <ImageInput source="secondaryImage" label={label('secondaryImage')} />
    </Section>
    {kindsOf(product.type).length > 0 && <ProductMediaSection product={product} lessons={false} />}
    <Section title="ADMIN.PRODUCT_FORM.S_LINKS" help={<LinksHelp />}>
      <TextInput source="trailerUrl" label={label('trailerUrl')} type="url" />
      <TextInput source="url" label={label('url')} type="url" />
      <TextInput source="sourceVideoUrl" label={label('sourceVideoUrl')} type="url" />
      {product.type === 'podcast' && (
        <BooleanInput
          source="metadata.exportable"
          label={label('exportable')}
          helperText="ADMIN.PRODUCT_FORM.EXPORTABLE_HELP"
          sx={full}
        />
      )}
    </Section>
  </>
);
const LinksHelp = () => useTranslate()('ADMIN.PRODUCT_FORM.LINKS_HELP');

/**
 * Access: the status (publishing needs the product's channel approved, and the server refuses it
 * otherwise, on this field; a published product never returns to draft and leaves sale while its
 * channel is not published), how long a buyer keeps it, and the private codes of spec 4.
 */
export const AccessStep = ({ product, published }: { product: EditedProduct; published: boolean }) => {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' }) as string | undefined;
  const channelApproved = product.channel?.status === 'published';
  const channel = product.channel?.title ?? '';
  return (
    <>
      <Section title="ADMIN.PRODUCT_FORM.S_STATUS">
        {!channelApproved && (
          <Alert severity="warning" sx={{ ...full, mb: 1 }}>
            {translate(
              published ? 'ADMIN.PRODUCT_FORM.OFF_SALE_CHANNEL' : 'ADMIN.PRODUCT_FORM.NEEDS_APPROVED_CHANNEL',
              { channel },
            )}
          </Alert>
        )}
        <RadioButtonGroupInput
          source="status"
          label={label('status')}
          choices={[
            { id: 'draft', name: 'ADMIN.PRODUCT_FORM.STATUS.draft', disabled: published },
            { id: 'published', name: 'ADMIN.PRODUCT_FORM.STATUS.published' },
            { id: 'private', name: 'ADMIN.PRODUCT_FORM.STATUS.private' },
          ]}
          helperText={published ? 'ADMIN.PRODUCT_FORM.LOCK_STATUS' : 'ADMIN.PRODUCT_FORM.STATUS_HELP'}
          row={false}
          sx={full}
        />
      </Section>
      {expires(product.type) && (
        <Section
          title="ADMIN.PRODUCT_FORM.S_EXPIRATION"
          help={translate('ADMIN.PRODUCT_FORM.EXPIRATION_HELP')}
        >
          <NumberInput source="expirationHours" label={label('expirationHours')} min={1} />
          <CetDateTimeInput source="expirationDate" label={label('expirationDate')} />
        </Section>
      )}
      <CodesPanel product={product} savedStatus={product.status} editedStatus={status} />
    </>
  );
};

/** Private codes: generated in bulk for a private product, whose only way in they are (spec 4). */
const CodesPanel = ({
  product,
  savedStatus,
  editedStatus,
}: {
  product: EditedProduct;
  savedStatus: string;
  editedStatus?: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const [count, setCount] = useState('10');
  const [busy, setBusy] = useState(false);
  const listPath = `/salescode?filter=${encodeURIComponent(JSON.stringify({ productId: product.id }))}`;
  const generate = async () => {
    setBusy(true);
    try {
      await dataProvider.generateCodes(product.id, Number(count));
      notify('ADMIN.PRODUCT_FORM.CODES_DONE', {
        type: 'success',
        messageArgs: { smart_count: Number(count) },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'SERVER_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title="ADMIN.PRODUCT_FORM.S_CODES" help={translate('ADMIN.PRODUCT_FORM.CODES_HELP')}>
      {savedStatus !== 'private' ? (
        <Typography variant="body2" sx={full}>
          {translate(
            editedStatus === 'private'
              ? 'ADMIN.PRODUCT_FORM.CODES_SAVE_FIRST'
              : 'ADMIN.PRODUCT_FORM.CODES_PRIVATE_ONLY',
          )}
        </Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ ...full, alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            type="number"
            label={translate('ADMIN.PRODUCT_FORM.CODES_COUNT')}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void generate();
              }
            }}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            sx={{ maxWidth: 160 }}
          />
          <Button
            type="button"
            variant="outlined"
            startIcon={<KeyIcon />}
            disabled={busy || !(Number(count) > 0)}
            onClick={() => void generate()}
          >
            {translate('ADMIN.PRODUCT_FORM.CODES_GENERATE')}
          </Button>
          <MuiLink component={Link} to={listPath}>
            {translate('ADMIN.PRODUCT_FORM.CODES_LIST')}
          </MuiLink>
        </Stack>
      )}
    </Section>
  );
};

/** SEO: the address and what search engines show, with a preview. */
export const SeoStep = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [slug, seoTitle, seoDescription, title, shortDescription] = useWatch({
    name: ['slug', 'seoTitle', 'seoDescription', 'title', 'shortDescription'],
  }) as (string | null | undefined)[];
  return (
    <Section title="ADMIN.PRODUCT_FORM.STEP.seo">
      <TextInput
        source="slug"
        label={label('slug')}
        validate={[required(), maxLength(120)]}
        helperText="ADMIN.PRODUCT_FORM.SLUG_HELP"
        sx={full}
      />
      <CountedTextInput source="seoTitle" label={label('seoTitle')} recommended={60} max={200} />
      <CountedTextInput
        source="seoDescription"
        label={label('seoDescription')}
        recommended={160}
        max={500}
        multiline
      />
      <Box
        sx={{ ...full, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        aria-label={translate('ADMIN.PRODUCT_FORM.SEO_PREVIEW')}
        role="group"
        lang={locale}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('ADMIN.PRODUCT_FORM.SEO_PREVIEW')}
        </Typography>
        <Typography sx={{ color: '#1a0dab', fontSize: 18, overflowWrap: 'anywhere' }} component="p">
          {seoTitle || title}
        </Typography>
        <Typography variant="body2" sx={{ color: '#1e6b34', overflowWrap: 'anywhere' }} component="p">
          {`${window.location.origin}/products/${slug ?? ''}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {seoDescription || shortDescription}
        </Typography>
      </Box>
    </Section>
  );
};

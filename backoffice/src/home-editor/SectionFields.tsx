import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageInput } from '../media/ImageInput';
import { LANGS, REFERENCE, type Reference, type SectionType } from './sections';

const T = 'ADMIN.HOME_EDITOR';
/** Products and channels the site can show: the home leaves out drafts and private ones. */
const PUBLISHED: Partial<Record<Reference, object>> = {
  products: { status: 'published' },
  channels: { status: 'published' },
};
const OPTION_TEXT: Record<Reference, string> = { products: 'title', channels: 'title', speakers: 'name' };

/** The inputs of one section, by type (api/src/shared/config.ts, homeSectionSchema). */
export const SectionFields = ({ type }: { type: SectionType }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.HELP.LANGUAGES`)}
      </Typography>
      {type === 'hero' && (
        <>
          <LocalizedInput source="title" required />
          <LocalizedInput source="subtitle" multiline />
          <HeroMedia />
          <LocalizedInput source="buttonText" />
          <LinkInput />
        </>
      )}
      {(type === 'productSlider' || type === 'channelSlider' || type === 'speakerSlider') && (
        <>
          <LocalizedInput source="title" required />
          <ItemsInput reference={REFERENCE[type] as Reference} />
        </>
      )}
      {(type === 'featuredProduct' || type === 'featuredChannel') && (
        <>
          <LocalizedInput source="title" />
          <ItemInput reference={REFERENCE[type] as Reference} />
        </>
      )}
      {type === 'static' && (
        <>
          <LocalizedInput source="title" />
          <LocalizedInput source="body" required multiline />
        </>
      )}
      {type === 'cta' && (
        <>
          <LocalizedInput source="title" required />
          <LocalizedInput source="subtitle" multiline />
          <LocalizedInput source="buttonText" required />
          <LinkInput required />
        </>
      )}
    </Box>
  );
};

/** One text in es, en and pt, grouped under its name; Spanish is the one a required text needs. */
const LocalizedInput = ({
  source,
  required = false,
  multiline = false,
}: {
  source: string;
  required?: boolean;
  multiline?: boolean;
}) => {
  const translate = useTranslate();
  const name = translate(`${T}.FIELDS.${source}`);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 1, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {name}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: multiline ? '1fr' : 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {LANGS.map((lang) => (
          <TextInput
            key={lang}
            source={`${source}.${lang}`}
            label={`${name} (${translate(`${T}.LANGS.${lang}`)})`}
            isRequired={required && lang === 'es'}
            multiline={multiline}
            minRows={multiline ? (source === 'body' ? 4 : 2) : undefined}
            helperText={false}
            slotProps={{ htmlInput: { lang, maxLength: 2000 } }}
          />
        ))}
      </Box>
    </Box>
  );
};

const LinkInput = ({ required = false }: { required?: boolean }) => (
  <TextInput
    source="buttonLink"
    label={`${T}.FIELDS.buttonLink`}
    helperText={`${T}.HELP.LINK`}
    isRequired={required}
    slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, maxLength: 2000 } }}
  />
);

/** A hero shows an uploaded image (the console's image upload) or a video by its address. */
const HeroMedia = () => {
  const mediaType = useWatch({ name: 'mediaType' });
  return (
    <>
      <RadioButtonGroupInput
        source="mediaType"
        label={`${T}.FIELDS.mediaType`}
        choices={[
          { id: 'image', name: `${T}.SECTIONS.IMAGE` },
          { id: 'video', name: `${T}.SECTIONS.VIDEO` },
        ]}
        helperText={false}
        isRequired
      />
      {mediaType === 'video' ? (
        <TextInput
          source="mediaUrl"
          label={`${T}.FIELDS.videoUrl`}
          helperText={`${T}.HELP.VIDEO`}
          isRequired
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, maxLength: 2000 } }}
        />
      ) : (
        <ImageInput source="mediaUrl" label={`${T}.FIELDS.mediaUrl`} />
      )}
    </>
  );
};

/** A slider's items, searched through the API (GET /api/<resource>?filter={"q":…}), in the chosen order. */
const ItemsInput = ({ reference }: { reference: Reference }) => (
  <ReferenceArrayInput
    source="ids"
    reference={reference}
    filter={PUBLISHED[reference]}
    perPage={20}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <AutocompleteArrayInput
      label={`${T}.FIELDS.${reference}`}
      optionText={OPTION_TEXT[reference]}
      helperText={reference === 'speakers' ? `${T}.HELP.SPEAKERS` : `${T}.HELP.ITEMS`}
      isRequired
      filterSelectedOptions
    />
  </ReferenceArrayInput>
);

const ItemInput = ({ reference }: { reference: Reference }) => (
  <ReferenceInput
    source="itemId"
    reference={reference}
    filter={PUBLISHED[reference]}
    perPage={20}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <AutocompleteInput
      label={`${T}.FIELDS.${reference === 'products' ? 'product' : 'channel'}`}
      optionText={OPTION_TEXT[reference]}
      helperText={`${T}.HELP.ITEM`}
      isRequired
    />
  </ReferenceInput>
);

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  maxLength,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { toCents, toEuros } from '../../layout/cents';
import { ImageInput } from '../../media/ImageInput';

const LANGUAGE_CHOICES = [
  { id: 'es', name: 'Español' },
  { id: 'en', name: 'English' },
  { id: 'pt', name: 'Português' },
];
const DESCRIPTION_MAX = 400;

/** Tags are a list in the API and one comma-separated line on screen. */
const tagsText = (tags: string[] | null | undefined) => (tags ?? []).join(', ');
const tagsList = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%', maxWidth: 720 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {children}
      </Box>
    </Box>
  );
};

const full = { gridColumn: '1 / -1' };

/**
 * Every channel field of spec 3, in sections: the public face, the monthly subscription, billing (the
 * server checks the IBAN and the NIF/CIF and answers on the field), and the social links. Images come
 * through the image upload (POST /api/images).
 */
export const ChannelForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }}>
    <Section title="ADMIN.CHANNELS.SECTIONS.PROFILE">
      <TextInput source="title" validate={required()} sx={full} />
      <TextInput
        source="description"
        multiline
        minRows={3}
        validate={maxLength(DESCRIPTION_MAX)}
        helperText="ADMIN.CHANNELS.DESCRIPTION_HELP"
        sx={full}
      />
      <TextInput source="businessName" />
      <TextInput source="classification" />
      <TextInput source="slug" helperText="ADMIN.CHANNELS.SLUG_HELP" />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} defaultValue="es" />
      <TextInput
        source="tags"
        format={tagsText}
        parse={tagsList}
        helperText="ADMIN.CHANNELS.TAGS_HELP"
        sx={full}
      />
      <TextInput source="marketplaceUrl" type="url" sx={full} />
    </Section>
    <Section title="ADMIN.CHANNELS.SECTIONS.IMAGES">
      <ImageInput source="logo" />
      <ImageInput source="profileImage" />
      <ImageInput source="coverImage" />
    </Section>
    <Section title="ADMIN.CHANNELS.SECTIONS.SUBSCRIPTION">
      <BooleanInput source="subscription.active" sx={full} />
      <NumberInput source="subscription.total" format={toEuros} parse={toCents} min={0} step={0.01} />
      <NumberInput source="subscription.tax" format={toEuros} parse={toCents} min={0} step={0.01} />
    </Section>
    <Section title="ADMIN.CHANNELS.SECTIONS.BILLING">
      <TextInput source="billing.nif" />
      <TextInput source="billing.iban" />
      <TextInput source="billing.address" sx={full} />
      <TextInput source="billing.city" />
      <TextInput source="billing.postalCode" />
      <TextInput source="billing.country" helperText="ADMIN.CHANNELS.COUNTRY_HELP" />
      <TextInput source="billing.phone" type="tel" />
    </Section>
    <Section title="ADMIN.CHANNELS.SECTIONS.SOCIAL">
      <TextInput source="social.website" type="url" />
      <TextInput source="social.youtube" type="url" />
      <TextInput source="social.instagram" type="url" />
      <TextInput source="social.facebook" type="url" />
      <TextInput source="social.twitter" type="url" />
      <TextInput source="social.spotify" type="url" />
    </Section>
  </SimpleForm>
);

import { Box } from '@mui/material';
import {
  AutocompleteInput,
  maxLength,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  type Validator,
} from 'react-admin';
import { ImageInput } from '../../media/ImageInput';

const tagsText = (tags: string[] | null | undefined) => (tags ?? []).join(', ');
const tagsList = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
/** Spec 5: a speaker has at least one tag. */
const atLeastOneTag: Validator = (tags: unknown) =>
  Array.isArray(tags) && tags.length > 0 ? undefined : 'ra.validation.required';

const half = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

/** A speaker (spec 3): who they are, at least one tag, an image, links, and optionally their channel. */
export const SpeakerForm = () => (
  <SimpleForm sx={{ maxWidth: 760 }}>
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}
    >
      <TextInput source="name" validate={required()} sx={half} />
      <TextInput source="title" sx={half} />
      <TextInput
        source="tags"
        format={tagsText}
        parse={tagsList}
        validate={atLeastOneTag}
        helperText="ADMIN.SPEAKERS.TAGS_HELP"
        sx={{ gridColumn: '1 / -1' }}
        isRequired
      />
      <TextInput
        source="bio"
        multiline
        minRows={4}
        validate={maxLength(5000)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <ImageInput source="image" />
      <ReferenceInput source="channelId" reference="channels">
        <AutocompleteInput optionText="title" sx={half} />
      </ReferenceInput>
      <TextInput source="slug" helperText="ADMIN.SPEAKERS.SLUG_HELP" sx={half} />
      <TextInput source="social.instagram" type="url" sx={half} />
      <TextInput source="social.youtube" type="url" sx={half} />
      <TextInput source="social.facebook" type="url" sx={half} />
      <TextInput source="social.twitter" type="url" sx={half} />
      <TextInput source="social.linkedin" type="url" sx={half} />
    </Box>
  </SimpleForm>
);

import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ImageInput } from '../../media/ImageInput';
import { LanguageTabs } from '../pages/LanguageTabs';
import { optionalSlug } from '../pages/PageForm';

const half = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

/**
 * An entity landing page (spec 2 /store/{slug}): name, slug, logo and its texts per language. Only an
 * administrator sees the owner: a producer's entities are always their own (and /api/users is theirs to
 * refuse, which would sign the producer out).
 */
export const EntityForm = ({ toolbar }: { toolbar?: ReactElement }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
  return (
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={toolbar}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          width: '100%',
        }}
      >
        <TextInput source="name" validate={required()} sx={half} />
        <TextInput source="slug" helperText="ADMIN.PAGES.ENTITY_SLUG_HELP" parse={optionalSlug} sx={half} />
        {record?.slug && (
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
            {translate('ADMIN.PAGES.PUBLIC_ADDRESS', { path: `/store/${record.slug}` })}
          </Typography>
        )}
        {admin && (
          <ReferenceInput
            source="userId"
            reference="manage-users"
            filter={{ role: 'PRODUCER' }}
            sort={{ field: 'email', order: 'ASC' }}
          >
            <AutocompleteInput
              optionText="email"
              helperText="ADMIN.PAGES.OWNER_HELP"
              sx={{ gridColumn: '1 / -1' }}
            />
          </ReferenceInput>
        )}
        <ImageInput source="logo" />
      </Box>
      <LanguageTabs
        main="es"
        fields={[
          { key: 'description', label: translate('ADMIN.PAGES.F_DESCRIPTION'), max: 1000 },
          { key: 'body', label: translate('ADMIN.PAGES.F_BODY'), max: 20_000, multiline: true },
        ]}
        sourceFor={(lang, key) => `content.${lang}.${key}`}
        mainHelp="ADMIN.PAGES.ENTITY_LANGUAGE"
        otherHelp="ADMIN.PAGES.ENTITY_LANGUAGE"
      />
    </SimpleForm>
  );
};

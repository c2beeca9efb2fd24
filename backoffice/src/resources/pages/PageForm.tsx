import { Box } from '@mui/material';
import { BooleanInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { CONTENT_LANGUAGES, type ContentLanguage, LanguageTabs } from './LanguageTabs';

/** An emptied slug is left out of the request: the API makes one from the title (new) or keeps it. */
export const optionalSlug = (value: string) => (value === '' ? undefined : value);

const isContentLanguage = (value: unknown): value is ContentLanguage =>
  CONTENT_LANGUAGES.includes(value as ContentLanguage);

/**
 * A static page (spec 3: name, slug; published; texts per language). The page's own title and content are
 * in its main language (es unless created otherwise); the other tabs edit its translations.
 */
export const PageForm = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const main: ContentLanguage = isContentLanguage(record?.language) ? record.language : 'es';
  return (
    <SimpleForm sx={{ maxWidth: 900 }} defaultValues={{ published: false }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          columnGap: 2,
          alignItems: 'center',
          width: '100%',
        }}
      >
        <TextInput source="slug" helperText="ADMIN.PAGES.SLUG_HELP" parse={optionalSlug} />
        <BooleanInput source="published" helperText="ADMIN.PAGES.PUBLISHED_HELP" />
      </Box>
      <LanguageTabs
        main={main}
        fields={[
          { key: 'name', label: translate('ADMIN.PAGES.F_TITLE'), max: 200, requiredInMain: true },
          { key: 'content', label: translate('ADMIN.PAGES.F_CONTENT'), max: 20_000, multiline: true },
        ]}
        sourceFor={(lang, key) => (lang === main ? key : `translations.${lang}.${key}`)}
        mainHelp="ADMIN.PAGES.MAIN_LANGUAGE"
        otherHelp="ADMIN.PAGES.OTHER_LANGUAGE"
      />
    </SimpleForm>
  );
};

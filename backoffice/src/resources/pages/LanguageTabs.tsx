import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { maxLength, required, TextInput, useLocales, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const CONTENT_LANGUAGES = ['es', 'en', 'pt'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export interface LanguageField {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  /** Required in the main language (its texts are the fallback of the others). */
  requiredInMain?: boolean;
}

/** An emptied text stays "" (react-admin would send null, which the API's per-language texts refuse). */
const keepText = (value: string) => value;

const errorAt = (errors: object, path: string): boolean => {
  let cur: unknown = errors;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return !!cur;
};

/**
 * The texts of a record in es, en and pt, one tab each. Every tab stays mounted (only hidden), so its
 * inputs keep their values and validation; a tab holding an error is marked, and when a save fails on a
 * hidden tab only, that tab opens.
 */
export const LanguageTabs = ({
  main,
  fields,
  sourceFor,
  mainHelp,
  otherHelp,
}: {
  main: ContentLanguage;
  fields: LanguageField[];
  sourceFor: (lang: ContentLanguage, key: string) => string;
  mainHelp: string;
  otherHelp: string;
}) => {
  const translate = useTranslate();
  const locales = useLocales();
  const id = useId();
  const [current, setCurrent] = useState<ContentLanguage>(main);
  const { errors, submitCount } = useFormState();
  const hasError = (lang: ContentLanguage) => fields.some((f) => errorAt(errors, sourceFor(lang, f.key)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new save attempt moves the tab
  useEffect(() => {
    if (submitCount === 0 || hasError(current)) return;
    const withError = CONTENT_LANGUAGES.find(hasError);
    if (withError) setCurrent(withError);
  }, [submitCount]);

  const nameOf = (lang: ContentLanguage) =>
    locales.find((l) => l.locale === lang)?.name ?? lang.toUpperCase();

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ width: '100%', mt: 1 }}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('ADMIN.PAGES.LANGUAGES')}
      </Typography>
      <Tabs
        value={current}
        onChange={(_e, lang: ContentLanguage) => setCurrent(lang)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('ADMIN.PAGES.LANGUAGES')}
        // Inline-size containment: the tab strip scrolls instead of widening the form on a phone.
        sx={{ borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
      >
        {CONTENT_LANGUAGES.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
            lang={lang}
            sx={{ textTransform: 'none', ...(hasError(lang) ? { color: 'error.main' } : {}) }}
            iconPosition="end"
            icon={
              hasError(lang) ? (
                <ErrorOutlineIcon fontSize="small" titleAccess={translate('ADMIN.PAGES.TAB_HAS_ERRORS')} />
              ) : undefined
            }
            label={lang === main ? `${nameOf(lang)} (${translate('ADMIN.PAGES.MAIN')})` : nameOf(lang)}
          />
        ))}
      </Tabs>
      {CONTENT_LANGUAGES.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={current !== lang}
          sx={{ pt: 2 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(lang === main ? mainHelp : otherHelp)}
          </Typography>
          {fields.map((f) => {
            const validate: Validator[] = [maxLength(f.max)];
            if (lang === main && f.requiredInMain) validate.unshift(required());
            return (
              <TextInput
                key={f.key}
                source={sourceFor(lang, f.key)}
                label={f.label}
                validate={validate}
                parse={keepText}
                // The text is written in the tab's language, whatever the console's is.
                slotProps={{ htmlInput: { lang } }}
                multiline={f.multiline}
                minRows={f.multiline ? 8 : undefined}
                helperText={f.multiline ? 'ADMIN.PAGES.TEXT_HELP' : false}
                fullWidth
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
};

import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NumberInput, TextInput, useLocale, useSimpleFormIterator, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { netFromTotal } from '../../../../api/src/commerce/services/pricing.ts';
import { toCents, toEuros } from '../../layout/cents';
import { currentUser } from '../../session';
import { CET_ZONE, fromCetLocal, inZone, toCetLocal, viewerZone } from './cet';

/** Tags are a list in the API and one comma-separated line on screen. */
export const tagsText = (tags: string[] | null | undefined) => (tags ?? []).join(', ');
export const tagsList = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const full = { gridColumn: '1 / -1' };

/** The console's language for dates and money: Portuguese is European ("16,36 €", not "€ 16,36"). */
export const intlLocale = (locale: string) => (locale === 'pt' ? 'pt-PT' : locale);

/** The console's language as `intlLocale` gives it. */
export const useIntlLocale = () => intlLocale(useLocale());

/**
 * The rows of a list of items (FAQs, benefits, a master's courses…): the fields share the width, and the
 * move and remove buttons are always shown (react-admin shows them on hover only, out of reach of touch
 * and keyboard users).
 */
export const rowsSx = {
  ...full,
  '& .RaSimpleFormIterator-form': { flex: 1, minWidth: 0, rowGap: 0 },
  '& .RaSimpleFormIterator-form > *': { flex: { sm: '1 1 0' }, minWidth: 0 },
  '& .RaSimpleFormIterator-action': { visibility: 'visible', whiteSpace: 'nowrap' },
  // A finger-sized target on a phone (react-admin's small icon buttons are 28 px).
  '& .RaSimpleFormIterator-action .MuiIconButton-root': { p: { xs: 1, sm: 0.625 } },
};

/** The add button of a list of rows, in words ("Add a question") instead of a bare icon. */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button
      type="button"
      size="small"
      startIcon={<AddIcon />}
      onClick={() => add()}
      className={`button-add button-add-${source}`}
      sx={{ mt: 0.5, minHeight: 36 }}
    >
      {translate(label)}
    </Button>
  );
};

/** The helper text of a disabled field, in a readable grey (the disabled one fails the contrast). */
export const lockedHelperSx = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

/** A titled group of fields laid out in two columns from tablet width up. */
export const Section = ({
  title,
  help,
  children,
}: {
  title: string;
  help?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 2, width: '100%', maxWidth: 760 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {children}
      </Box>
    </Box>
  );
};

/**
 * A date and time entered on the Central European clock (spec 3/5), kept as an instant; below it, the
 * same moment in the organizer's own time zone when that is another.
 */
export const CetDateTimeInput = ({
  source,
  label,
  disabled,
}: {
  source: string;
  label: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const value = useWatch({ name: source }) as string | null | undefined;
  const zone = viewerZone(currentUser()?.timezone);
  const sameZone = inZone(new Date(0), zone, 'en') === inZone(new Date(0), CET_ZONE, 'en');
  const helperText =
    value && !sameZone
      ? translate('ADMIN.PRODUCT_FORM.CET_AT', { zone, time: inZone(value, zone, locale) })
      : translate('ADMIN.PRODUCT_FORM.CET');
  return (
    <TextInput
      source={source}
      label={label}
      type="datetime-local"
      format={toCetLocal}
      parse={fromCetLocal}
      helperText={helperText}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

const money = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** "Net 10,00 € + tax 1,00 € = 11,00 €": the split of a total at the rate, as the server will make it. */
export const PriceBreakdown = ({ totalSource }: { totalSource: string }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const total = useWatch({ name: totalSource }) as number | null | undefined;
  const rate = useWatch({ name: 'taxRate' }) as number | null | undefined;
  const currency = (useWatch({ name: 'currency' }) as string | undefined) || 'EUR';
  if (total == null || rate == null || Number.isNaN(Number(rate))) return null;
  const net = netFromTotal(total, Number(rate));
  return (
    <Typography variant="body2" role="status" sx={{ ...full, mt: -1, mb: 2 }} color="text.secondary">
      {translate('ADMIN.PRODUCT_FORM.BREAKDOWN', {
        net: money(net, currency, locale),
        tax: money(total - net, currency, locale),
        rate: rate,
        total: money(total, currency, locale),
      })}
    </Typography>
  );
};

/** A money amount in euros on screen, cents in the form. */
export const MoneyInput = ({
  source,
  label,
  validate,
  helperText,
}: {
  source: string;
  label: string;
  validate?: Parameters<typeof NumberInput>[0]['validate'];
  helperText?: string;
}) => (
  <NumberInput
    source={source}
    label={label}
    format={toEuros}
    parse={toCents}
    min={0}
    step={0.01}
    validate={validate}
    helperText={helperText}
  />
);

/** A text with a recommended length: the count shows, in warning colour past the recommendation. */
export const CountedTextInput = ({
  source,
  label,
  recommended,
  max,
  multiline,
  minRows = 3,
  validate,
}: {
  source: string;
  label: string;
  recommended: number;
  max?: number;
  multiline?: boolean;
  /** Lines shown when multiline (a short text grows from one line instead of being cut). */
  minRows?: number;
  validate?: Parameters<typeof TextInput>[0]['validate'];
}) => {
  const translate = useTranslate();
  const value = (useWatch({ name: source }) as string | null | undefined) ?? '';
  const over = value.length > recommended;
  return (
    <TextInput
      source={source}
      label={label}
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      validate={validate}
      sx={full}
      slotProps={{ htmlInput: max ? { maxLength: max } : undefined }}
      helperText={
        <Box component="span" sx={{ color: over ? 'warning.dark' : undefined }}>
          {translate(over ? 'ADMIN.PRODUCT_FORM.COUNT_OVER' : 'ADMIN.PRODUCT_FORM.COUNT', {
            count: value.length,
            recommended,
          })}
        </Box>
      }
    />
  );
};

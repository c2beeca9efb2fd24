import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  HttpError,
  maxLength,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  regex,
  required,
  SelectInput,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { WithMessages } from '../i18n/deferred';
import { toCents, toEuros } from '../layout/cents';
import { MODULES_MESSAGES } from './deferredMessages';
import { useFeeTexts } from './feeTexts';
import { mediaPayPatchOf, secretWillBeSet } from './mediaPay';
import { type MaskedMediaPay, useModulesApi } from './modulesApi';
import { LoadFailed, Loading, SaveBar } from './PageParts';
import { SecretInput } from './SecretInput';

const F = 'ADMIN.MODULES.MEDIA_PAY.FIELDS';
const PERIODS = ['monthly', 'annual', 'single'].map((id) => ({
  id,
  name: `ADMIN.MODULES.MEDIA_PAY.PERIOD.${id}`,
}));
const FEE_PAYERS = ['buyer', 'organizer'].map((id) => ({ id, name: `ADMIN.MODULES.MEDIA_PAY.FEE.${id}` }));

const currencyCode = [required(), regex(/^[A-Z]{3}$/, 'ADMIN.MODULES.MEDIA_PAY.INVALID.currencyCode')];
const posCurrency = [required(), regex(/^\d{3}$/, 'ADMIN.MODULES.MEDIA_PAY.INVALID.posCurrency')];
const posUrl = [maxLength(500), regex(/^(https:\/\/\S+)?$/, 'ADMIN.MODULES.MEDIA_PAY.INVALID.url')];

type LoadState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; mediaPay: MaskedMediaPay; moduleOn: boolean };

/**
 * /manage/modules/media-pay (spec 2, 3 and 7): the card provider, the bank POS, the platform
 * subscription, the switches for subscription channels and paid content, and who pays the 0.45 € fee
 * of each paid ticket. Keys are write-only: the page shows whether each is set and offers to replace or
 * remove it; saving without touching one keeps it (PUT /api/config/modules/media-pay).
 */
const MediaPayPage = () => {
  const api = useModulesApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const [mediaPay, modules] = await Promise.all([api.getMediaPay(), api.getModules()]);
      setState({ status: 'ready', mediaPay, moduleOn: modules.mediapay });
    } catch {
      setState({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    load();
  }, [load]);

  const save = async (data: Record<string, unknown>) => {
    if (state.status !== 'ready') return;
    try {
      const mediaPay = await api.saveMediaPay(mediaPayPatchOf(data));
      setState({ ...state, mediaPay });
      notify('ADMIN.PAGE.SAVE_SUCCESS', { type: 'success' });
    } catch (error) {
      notify(
        error instanceof HttpError && error.body?.errors
          ? 'ADMIN.PAGE.CHECK_FIELDS'
          : 'ADMIN.PAGE.SAVE_ERROR',
        {
          type: 'error',
        },
      );
      // Field errors from the server, shown on their fields.
      if (error instanceof HttpError && error.body?.errors)
        return error.body.errors as Record<string, string>;
    }
  };

  // A stable record: the form resets whenever it gets a new one (after loading and after saving).
  const record = useMemo(
    () => (state.status === 'ready' ? { id: 'media-pay', ...state.mediaPay } : undefined),
    [state],
  );

  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title="ADMIN.MODULES.MEDIA_PAY.TITLE" />
      <Button component={Link} to="/modules" size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('ADMIN.MODULES.MEDIA_PAY.BACK')}
      </Button>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('ADMIN.MODULES.MEDIA_PAY.SUBTITLE')}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {state.status === 'ready' && !state.moduleOn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('ADMIN.MODULES.MEDIA_PAY.MODULE_OFF')}
        </Alert>
      )}
      {record && (
        <Form record={record} onSubmit={save}>
          <Section id="CURRENCY">
            <TextInput
              source="currencyCode"
              label={`${F}.currencyCode`}
              validate={currencyCode}
              helperText={`${F}.currencyCodeHelp`}
              parse={(v: string) => v.toUpperCase()}
            />
            <TextInput
              source="currencySymbol"
              label={`${F}.currencySymbol`}
              validate={[required(), maxLength(5)]}
            />
          </Section>
          <Section id="STRIPE">
            <BooleanInput
              source="stripe.active"
              label={`${F}.active`}
              helperText={`${F}.stripeActiveHelp`}
              sx={full}
            />
            <TextInput
              source="stripe.publicKey"
              label={`${F}.publicKey`}
              validate={maxLength(500)}
              sx={full}
            />
            <SecretInput
              source="stripe.secretKey"
              stored={record.stripe.secretKeySet}
              label={`${F}.secretKey`}
            />
            <SecretInput
              source="stripe.signingSecret"
              stored={record.stripe.signingSecretSet}
              label={`${F}.signingSecret`}
            />
            <Incomplete
              active="stripe.active"
              needs={[
                { source: 'stripe.publicKey', label: `${F}.publicKey` },
                { source: 'stripe.secretKey', label: `${F}.secretKey`, stored: record.stripe.secretKeySet },
              ]}
            />
          </Section>
          <Section id="POS">
            <BooleanInput
              source="pos.active"
              label={`${F}.active`}
              helperText={`${F}.posActiveHelp`}
              sx={full}
            />
            <TextInput source="pos.url" label={`${F}.url`} type="url" validate={posUrl} sx={full} />
            <TextInput source="pos.merchantCode" label={`${F}.merchantCode`} validate={maxLength(50)} />
            <TextInput source="pos.terminal" label={`${F}.terminal`} validate={maxLength(10)} />
            <TextInput
              source="pos.currencyCode"
              label={`${F}.posCurrency`}
              validate={posCurrency}
              helperText={`${F}.posCurrencyHelp`}
            />
            <SecretInput
              source="pos.merchantKey"
              stored={record.pos.merchantKeySet}
              label={`${F}.merchantKey`}
            />
            <Incomplete
              active="pos.active"
              needs={[
                { source: 'pos.url', label: `${F}.url` },
                { source: 'pos.merchantCode', label: `${F}.merchantCode` },
                { source: 'pos.merchantKey', label: `${F}.merchantKey`, stored: record.pos.merchantKeySet },
              ]}
            />
          </Section>
          <Section id="SUBSCRIPTION">
            <BooleanInput source="platformSubscription.active" label={`${F}.subscriptionActive`} sx={full} />
            <SelectInput
              source="platformSubscription.period"
              label={`${F}.period`}
              choices={PERIODS}
              validate={required()}
            />
            <NumberInput
              source="platformSubscription.priceCents"
              label={`${F}.price`}
              format={toEuros}
              parse={toCents}
              min={0}
              step={0.01}
              validate={[required(), minValue(0)]}
            />
          </Section>
          <Section id="CONTENT">
            <BooleanInput
              source="subscriptionChannels"
              label={`${F}.subscriptionChannels`}
              helperText={`${F}.subscriptionChannelsHelp`}
              sx={full}
            />
            <BooleanInput
              source="paidContent"
              label={`${F}.paidContent`}
              helperText={`${F}.paidContentHelp`}
              sx={full}
            />
          </Section>
          <Section id="FEE">
            <FeeChoice />
          </Section>
          <SaveBar label="ADMIN.MODULES.MEDIA_PAY.SAVE" unsaved="ADMIN.MODULES.UNSAVED" />
        </Form>
      )}
    </Box>
  );
};

const full = { gridColumn: '1 / -1' };

/** One group of settings: a titled card with a two-column grid (one column on a phone). */
const Section = ({ id, children }: { id: string; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = `media-pay-${id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`ADMIN.MODULES.MEDIA_PAY.SECTIONS.${id}`)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            '& > *': { minWidth: 0 },
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
};

/** An active provider missing what checkout needs is not offered (services/config.ts publicPayments): say so. */
const Incomplete = ({
  active,
  needs,
}: {
  active: string;
  needs: { source: string; label: string; stored?: boolean }[];
}) => {
  const translate = useTranslate();
  const isActive = useWatch({ name: active });
  const values = useWatch({ name: needs.map((n) => n.source) }) as unknown[];
  const missing = needs.filter((need, i) =>
    need.stored === undefined
      ? !(typeof values[i] === 'string' && values[i].trim())
      : !secretWillBeSet(need.stored, values[i]),
  );
  if (!isActive || missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ ...full, mt: 1 }}>
      {translate('ADMIN.MODULES.MEDIA_PAY.INCOMPLETE', {
        fields: missing.map((m) => translate(m.label)).join(', '),
      })}
    </Alert>
  );
};

/** Who bears the fixed fee of each paid ticket, with what it means for a 10 € ticket. */
const FeeChoice = () => {
  const translate = useTranslate();
  const payer = useWatch({ name: 'ticketFeePaidBy' }) as 'buyer' | 'organizer' | undefined;
  const texts = useFeeTexts(payer);
  return (
    <Box sx={full}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('ADMIN.MODULES.MEDIA_PAY.FEE.HELP', { fee: texts.fee })}
      </Typography>
      <RadioButtonGroupInput
        source="ticketFeePaidBy"
        label={translate('ADMIN.MODULES.MEDIA_PAY.FEE.LEGEND', { fee: texts.fee })}
        choices={FEE_PAYERS}
        row={false}
        validate={required()}
        helperText={false}
      />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {texts.example}
      </Typography>
    </Box>
  );
};

export default function MediaPayPageWithMessages() {
  return (
    <WithMessages loaders={MODULES_MESSAGES}>
      <MediaPayPage />
    </WithMessages>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SessionAnswer } from '../../../../api/src/shared/catalogue-answers.ts';
import type { PlateaDataProvider } from '../../dataProvider';
import { currentUser } from '../../session';
import { CET_ZONE, inZone, viewerZone } from './cet';
import { useIntlLocale } from './inputs';

/** A product's session (GET /api/products/{id}/sessions). */
type ProductSession = SessionAnswer;

type FieldErrors = Record<string, string>;

/**
 * The dates of a product (spec 3 sessions, spec 5: Central European time). Each session is saved at once
 * through its own route; once the product is published the saved ones are locked (spec 4) and only new
 * ones can be added, which the list says beside each.
 */
export const SessionsEditor = ({
  productId,
  published,
  otherLanguages,
}: {
  productId: number;
  published: boolean;
  /** The languages other than the product's: the title may be given in each. */
  otherLanguages: { id: string; name: string }[];
}) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const zone = viewerZone(currentUser()?.timezone);
  const [sessions, setSessions] = useState<ProductSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const empty = { startsAtLocal: '', durationMinutes: '', title: '', capacity: '' };
  const [draft, setDraft] = useState(empty);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setSessions(await dataProvider.send<ProductSession[]>('GET', `/products/${productId}/sessions`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider, productId]);

  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    if (!draft.startsAtLocal) {
      setErrors({ startsAtLocal: translate('ra.validation.required') });
      return;
    }
    setSaving(true);
    try {
      await dataProvider.send('POST', `/products/${productId}/sessions`, {
        startsAtLocal: draft.startsAtLocal,
        durationMinutes: draft.durationMinutes ? Number(draft.durationMinutes) : null,
        title: draft.title || null,
        translations: Object.fromEntries(
          otherLanguages
            .filter((l) => titles[l.id]?.trim())
            .map((l) => [l.id, { title: titles[l.id].trim() }]),
        ),
        capacity: draft.capacity ? Number(draft.capacity) : null,
      });
      setDraft(empty);
      setTitles({});
      setErrors({});
      notify('ADMIN.PRODUCT_FORM.SESSION_ADDED', { type: 'success' });
      await load();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify(error instanceof Error ? error.message : 'SERVER_ERROR', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (session: ProductSession) => {
    try {
      await dataProvider.send('DELETE', `/products/${productId}/sessions/${session.id}`);
      notify('ADMIN.PRODUCT_FORM.SESSION_REMOVED', { type: 'info' });
      await load();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'SERVER_ERROR', { type: 'error' });
    }
  };

  const showZone = inZone(new Date(0), zone, 'en') !== inZone(new Date(0), CET_ZONE, 'en');

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 760, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {translate('ADMIN.PRODUCT_FORM.SESSIONS')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(published ? 'ADMIN.PRODUCT_FORM.SESSIONS_LOCKED' : 'ADMIN.PRODUCT_FORM.SESSIONS_HELP')}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          action={<Button onClick={() => void load()}>{translate('ADMIN.PAGE.RETRY')}</Button>}
        >
          {translate('ADMIN.PRODUCT_FORM.SESSIONS_ERROR')}
        </Alert>
      )}
      {sessions && sessions.length === 0 && (
        <Typography variant="body2" sx={{ my: 1 }}>
          {translate('ADMIN.PRODUCT_FORM.NO_SESSIONS')}
        </Typography>
      )}
      {sessions && sessions.length > 0 && (
        <List dense aria-label={translate('ADMIN.PRODUCT_FORM.SESSIONS')}>
          {sessions.map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                published ? (
                  <Tooltip title={translate('ADMIN.PRODUCT_FORM.SESSION_LOCKED')}>
                    <LockIcon color="disabled" aria-label={translate('ADMIN.PRODUCT_FORM.SESSION_LOCKED')} />
                  </Tooltip>
                ) : (
                  <IconButton
                    edge="end"
                    aria-label={translate('ADMIN.PRODUCT_FORM.SESSION_REMOVE', {
                      time: inZone(s.startsAt, CET_ZONE, locale),
                    })}
                    onClick={() => void remove(s)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${inZone(s.startsAt, CET_ZONE, locale)} (CET)${s.title ? ` · ${s.title}` : ''}`}
                secondary={[
                  showZone
                    ? translate('ADMIN.PRODUCT_FORM.IN_ZONE', {
                        zone,
                        time: inZone(s.startsAt, zone, locale),
                      })
                    : null,
                  s.durationMinutes
                    ? translate('ADMIN.PRODUCT_FORM.MINUTES', { n: s.durationMinutes })
                    : null,
                  s.capacity ? translate('ADMIN.PRODUCT_FORM.CAPACITY_N', { smart_count: s.capacity }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {/* Inside the product's form: a group, not a nested form; the button adds the session at once. */}
      <Box
        role="group"
        aria-label={translate('ADMIN.PRODUCT_FORM.SESSION_NEW')}
        sx={{ mt: 1 }}
        onKeyDown={(e) => {
          // Enter adds the session instead of saving the whole product.
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            void add();
          }
        }}
      >
        {/* Date, minutes and seats on one line; the title and the button on the next. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            label={`${translate('ADMIN.PRODUCT_FORM.SESSION_START')} *`}
            type="datetime-local"
            size="small"
            value={draft.startsAtLocal}
            onChange={(e) => setDraft({ ...draft, startsAtLocal: e.target.value })}
            error={!!errors.startsAtLocal}
            helperText={errors.startsAtLocal ?? translate('ADMIN.PRODUCT_FORM.CET')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('ADMIN.PRODUCT_FORM.SESSION_DURATION')}
            type="number"
            size="small"
            value={draft.durationMinutes}
            onChange={(e) => setDraft({ ...draft, durationMinutes: e.target.value })}
            error={!!errors.durationMinutes}
            helperText={errors.durationMinutes}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          <TextField
            label={translate('ADMIN.PRODUCT_FORM.SESSION_CAPACITY')}
            type="number"
            size="small"
            value={draft.capacity}
            onChange={(e) => setDraft({ ...draft, capacity: e.target.value })}
            error={!!errors.capacity}
            helperText={errors.capacity}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          <TextField
            label={translate('ADMIN.PRODUCT_FORM.SESSION_TITLE')}
            size="small"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            error={!!errors.title}
            helperText={errors.title}
            sx={{ gridColumn: { sm: '1 / 3' } }}
          />
          {otherLanguages.map((l) => (
            <TextField
              key={l.id}
              label={translate('ADMIN.PRODUCT_FORM.SESSION_TITLE_IN', { language: l.name })}
              size="small"
              value={titles[l.id] ?? ''}
              onChange={(e) => setTitles({ ...titles, [l.id]: e.target.value })}
              sx={{ gridColumn: { sm: '1 / 3' } }}
            />
          ))}
          <Box sx={{ alignSelf: 'center', mb: { xs: 1, sm: 0 } }}>
            <Button
              type="button"
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={saving}
              onClick={() => void add()}
              sx={{ minHeight: 40 }}
            >
              {translate('ADMIN.PRODUCT_FORM.SESSION_ADD')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
};

/** The server's field errors of a failed call ({errors: {field: message}} from the data provider). */
export function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([k, v]) => (typeof v === 'string' && k !== 'root' ? [[k, v]] : [])),
  );
}

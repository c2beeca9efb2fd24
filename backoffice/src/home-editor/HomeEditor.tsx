import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Confirm,
  HttpError,
  Title,
  useLocale,
  useLogoutIfAccessDenied,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { PaletteId } from '../../../api/src/shared/palettes.ts';
import { WithMessages } from '../i18n/deferred';
import { HOME_EDITOR_MESSAGES } from './deferredMessages';
import { HomePreview } from './HomePreview';
import { useHomeApi } from './homeApi';
import { PaletteCard } from './PaletteCard';
import { SectionDialog } from './SectionDialog';
import { type Move, SectionList, visuallyHidden } from './SectionList';
import { type HomeSection, MAX_SECTIONS, type Row, sectionLabel, splitErrors, toRows } from './sections';
import { useLeaveGuard } from './useLeaveGuard';

const T = 'ADMIN.HOME_EDITOR';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready' };
type Editing = { key: string | null } | null;

/**
 * /manage/home (spec 2): the home's sections in order — add, edit, reorder, remove — with a preview,
 * saved as a whole with PUT /api/config/theme/home; and the site's palette, saved on its own (spec 5:
 * its changes are saved or discarded before the home can be saved).
 */
const HomeEditor = () => {
  const api = useHomeApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saved, setSaved] = useState<HomeSection[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [savedPalette, setSavedPalette] = useState<PaletteId>('violet');
  const [palette, setPalette] = useState<PaletteId>('violet');
  const [errors, setErrors] = useState<{ general: string[]; byRow: Map<string, Record<string, string>> }>({
    general: [],
    byRow: new Map(),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [focus, setFocus] = useState<{ key: string; move: Move } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState<'home' | 'palette' | null>(null);

  const homeDirty = useMemo(
    () => JSON.stringify(rows.map((r) => r.section)) !== JSON.stringify(saved),
    [rows, saved],
  );
  const paletteDirty = palette !== savedPalette;
  const { dialog: leaveDialog } = useLeaveGuard(homeDirty || paletteDirty);
  const titleOf = (section: HomeSection) =>
    sectionLabel(section, locale) || translate(`${T}.SECTIONS.UNTITLED`);

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      const [home, theme] = await Promise.all([api.getHome(), api.getPalette()]);
      setSaved(home.sections);
      setRows(toRows(home.sections));
      setSavedPalette(theme.palette);
      setPalette(theme.palette);
      setErrors({ general: [], byRow: new Map() });
      setLoaded({ status: 'ready' });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      setLoaded({ status: 'error' });
    }
  }, [api, logoutIfAccessDenied]);

  useEffect(() => {
    load();
  }, [load]);

  const move = (key: string, direction: Move) => {
    const from = rows.findIndex((r) => r.key === key);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[from], next[to]] = [next[to], next[from]];
    setRows(next);
    setFocus({ key, move: direction });
    setAnnouncement(
      translate(`${T}.SECTIONS.MOVED`, {
        title: titleOf(rows[from].section),
        position: to + 1,
        total: rows.length,
      }),
    );
  };

  const apply = (section: HomeSection) => {
    const key = editing?.key ?? null;
    if (key) {
      setRows(rows.map((r) => (r.key === key ? { ...r, section } : r)));
      clearErrors(key);
    } else {
      const [row] = toRows([section]);
      setRows([...rows, row]);
      setAnnouncement(
        translate(`${T}.SECTIONS.ADDED`, { title: titleOf(section), position: rows.length + 1 }),
      );
    }
    setEditing(null);
  };

  const remove = () => {
    if (!removing) return;
    setRows(rows.filter((r) => r.key !== removing.key));
    clearErrors(removing.key);
    setAnnouncement(translate(`${T}.SECTIONS.REMOVED`, { title: titleOf(removing.section) }));
    setRemoving(null);
  };

  const clearErrors = (key: string) =>
    setErrors((current) => {
      const byRow = new Map(current.byRow);
      byRow.delete(key);
      return { ...current, byRow };
    });

  const saveHome = async () => {
    setSaving('home');
    try {
      const result = await api.saveHome(rows.map((r) => r.section));
      setSaved(result.sections);
      setRows(rows.map((r, i) => ({ ...r, section: result.sections[i] ?? r.section })));
      setErrors({ general: [], byRow: new Map() });
      notify('ADMIN.PAGE.SAVE_SUCCESS', { type: 'success' });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      const fields = error instanceof HttpError ? (error.body?.errors as Record<string, unknown>) : undefined;
      const { general, bySection } = splitErrors(fields ?? {});
      const byRow = new Map<string, Record<string, string>>();
      for (const [index, messages] of bySection) if (rows[index]) byRow.set(rows[index].key, messages);
      setErrors({ general, byRow });
      const hasFields = general.length > 0 || byRow.size > 0;
      notify(hasFields ? `${T}.SAVE_FAILED` : error instanceof Error ? error.message : 'SERVER_ERROR', {
        type: 'error',
      });
    } finally {
      setSaving(null);
    }
  };

  const savePalette = async () => {
    setSaving('palette');
    try {
      const result = await api.savePalette(palette);
      setSavedPalette(result.palette);
      setPalette(result.palette);
      notify(`${T}.PALETTE.SAVED`, { type: 'success' });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(error instanceof Error ? error.message : 'ADMIN.PAGE.SAVE_ERROR', { type: 'error' });
    } finally {
      setSaving(null);
    }
  };

  const editingRow = editing?.key ? rows.find((r) => r.key === editing.key) : undefined;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`${T}.TITLE`} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.SUBTITLE`)}
      </Typography>
      {loaded.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <span>{translate('ADMIN.PAGE.LOADING')}</span>
        </Box>
      )}
      {loaded.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={load}>
              {translate('ADMIN.PAGE.RETRY')}
            </Button>
          }
        >
          {translate('SERVER_ERROR')}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 400px)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Panel id="home-sections" title={translate(`${T}.SECTIONS.HEADING`)}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {translate(`${T}.SECTIONS.COUNT`, { smart_count: rows.length })}
                </Typography>
                {errors.general.length > 0 && (
                  <Alert severity="error" sx={{ mb: 1.5 }}>
                    {errors.general
                      .map((message) => `${translate(`${T}.SECTIONS.HEADING`)}: ${message}`)
                      .join(' · ')}
                  </Alert>
                )}
                <SectionList
                  rows={rows}
                  errors={errors.byRow}
                  focus={focus}
                  onMove={move}
                  onEdit={(key) => setEditing({ key })}
                  onRemove={(key) => setRemoving(rows.find((r) => r.key === key) ?? null)}
                />
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  sx={{ mt: 2 }}
                  disabled={rows.length >= MAX_SECTIONS}
                  onClick={() => setEditing({ key: null })}
                >
                  {translate(`${T}.SECTIONS.ADD`)}
                </Button>
              </Panel>
              <Panel id="home-palette" title={translate(`${T}.PALETTE.HEADING`)}>
                <PaletteCard
                  labelledBy="home-palette-title"
                  value={palette}
                  saved={savedPalette}
                  saving={saving === 'palette'}
                  onChange={setPalette}
                  onSave={savePalette}
                  onDiscard={() => setPalette(savedPalette)}
                />
              </Panel>
            </Box>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, minWidth: 0 }}>
              <Panel id="home-preview" title={translate(`${T}.PREVIEW.HEADING`)}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {translate(`${T}.PREVIEW.HELP`)}
                </Typography>
                <HomePreview rows={rows} palette={palette} />
              </Panel>
            </Box>
          </Box>
          <SaveBar
            homeDirty={homeDirty}
            paletteDirty={paletteDirty}
            saving={saving === 'home'}
            onSave={saveHome}
            onDiscard={() => setDiscarding(true)}
          />
        </>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {editing && (
        <SectionDialog
          section={editingRow?.section ?? null}
          serverErrors={editingRow ? errors.byRow.get(editingRow.key) : undefined}
          onClose={() => setEditing(null)}
          onSubmit={apply}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title={`${T}.SECTIONS.CONFIRM_REMOVE_TITLE`}
        content={`${T}.SECTIONS.CONFIRM_REMOVE_TEXT`}
        translateOptions={{ title: removing ? titleOf(removing.section) : '' }}
        confirm={`${T}.SECTIONS.REMOVE`}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
      <Confirm
        isOpen={discarding}
        title={`${T}.DISCARD`}
        content="ra.message.unsaved_changes"
        onConfirm={() => {
          setRows(toRows(saved));
          setErrors({ general: [], byRow: new Map() });
          setDiscarding(false);
        }}
        onClose={() => setDiscarding(false)}
      />
      {leaveDialog}
    </Box>
  );
};

const Panel = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={`${id}-title`}>
    <CardContent>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Sticks to the bottom of the screen so the save button stays at hand on a phone. */
const SaveBar = ({
  homeDirty,
  paletteDirty,
  saving,
  onSave,
  onDiscard,
}: {
  homeDirty: boolean;
  paletteDirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 2,
      }}
    >
      <Button
        variant="contained"
        onClick={onSave}
        disabled={!homeDirty || paletteDirty || saving}
        startIcon={saving ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {translate(`${T}.SAVE`)}
      </Button>
      <Button onClick={onDiscard} disabled={!homeDirty || saving}>
        {translate(`${T}.DISCARD`)}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '1 1 200px' }}>
        {homeDirty && paletteDirty
          ? translate(`${T}.PALETTE_FIRST`)
          : homeDirty
            ? translate(`${T}.UNSAVED`)
            : ''}
      </Typography>
      <Link
        href="/"
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {translate(`${T}.VIEW_SITE`)}
        <OpenInNewIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {` ${translate(`${T}.NEW_TAB`)}`}
        </Box>
      </Link>
    </Box>
  );
};

export default function HomeEditorWithMessages() {
  return (
    <WithMessages loaders={HOME_EDITOR_MESSAGES}>
      <HomeEditor />
    </WithMessages>
  );
}

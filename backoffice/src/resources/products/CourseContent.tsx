import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LessonJson, OutlineModule } from '../../../../api/src/shared/learning.ts';
import { moduleTitleText } from '../../../../api/src/shared/module-title.ts';
import type { PlateaDataProvider } from '../../dataProvider';
import { fromCetLocal, toCetLocal } from './cet';
import { fieldErrors } from './SessionsEditor';

/** A lesson and a module as the course's manager edits them (GET /api/courses/:id/modules). */
export type Lesson = LessonJson;
export type CourseModule = Omit<OutlineModule, 'lessons'> & { lessons: Lesson[] };

type Pending =
  | { kind: 'discard'; then: () => void }
  | { kind: 'module'; module: CourseModule }
  | { kind: 'lesson'; module: CourseModule; lesson: Lesson };

/** Enter in a one-line field runs `action` instead of submitting the product's form around it. */
const onEnter = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
    e.preventDefault();
    action();
  }
};

const swap = <T,>(list: T[], i: number, j: number) => {
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
};

/**
 * A course's modules and lessons (spec 2, course form "modules and lessons"): add, rename, reorder and
 * remove modules; add, edit, reorder and remove lessons, each lesson with its video, live and meet links,
 * resources and notes. Every change is saved at once through the course's nested routes; a lesson being
 * edited is saved with its own button, and leaving it unsaved asks first (spec 5: lesson edits must be
 * saved).
 */
export const CourseContent = ({ courseId, onChanged }: { courseId: number; onChanged: () => void }) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [modules, setModules] = useState<CourseModule[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [newModule, setNewModule] = useState('');
  const [newLesson, setNewLesson] = useState<Record<number, string>>({});
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const [editing, setEditing] = useState<{ lesson: Lesson; moduleId: number; draft: Lesson } | null>(null);
  const [lessonErrors, setLessonErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const base = `/courses/${courseId}/modules`;

  const dirty = !!editing && JSON.stringify(editing.draft) !== JSON.stringify(editing.lesson);

  const load = useCallback(async () => {
    try {
      setModules(await dataProvider.send<CourseModule[]>('GET', `/courses/${courseId}/modules`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider, courseId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Closing or reloading the page with a lesson edit unsaved asks the browser's question.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done, { type: 'success' });
      await load();
      onChanged();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'SERVER_ERROR', { type: 'error' });
      return false;
    }
  };

  /** Runs `then`, first asking to discard an unsaved lesson edit. */
  const leaveLesson = (then: () => void) => {
    if (dirty) setPending({ kind: 'discard', then });
    else then();
  };

  const addModule = () => {
    if (!newModule.trim()) return;
    void run(
      () => dataProvider.send('POST', base, { title: newModule.trim() }),
      'ADMIN.COURSE.MODULE_ADDED',
    ).then((ok) => ok && setNewModule(''));
  };
  const moveModule = (i: number, j: number) => {
    if (!modules) return;
    const ids = swap(modules, i, j).map((m) => m.id);
    void run(() => dataProvider.send('POST', `${base}/reorder`, { ids }), 'ADMIN.COURSE.REORDERED');
  };
  const saveRename = () => {
    if (!renaming?.title.trim()) return;
    void run(
      () => dataProvider.send('PUT', `${base}/${renaming.id}`, { title: renaming.title.trim() }),
      'ADMIN.COURSE.MODULE_SAVED',
    ).then((ok) => ok && setRenaming(null));
  };
  const addLesson = (module: CourseModule) => {
    const title = newLesson[module.id]?.trim();
    if (!title) return;
    void run(
      () => dataProvider.send('POST', `${base}/${module.id}/lessons`, { title }),
      'ADMIN.COURSE.LESSON_ADDED',
    ).then((ok) => ok && setNewLesson({ ...newLesson, [module.id]: '' }));
  };
  const moveLesson = (module: CourseModule, i: number, j: number) => {
    const ids = swap(module.lessons, i, j).map((l) => l.id);
    void run(
      () => dataProvider.send('POST', `${base}/${module.id}/lessons/reorder`, { ids }),
      'ADMIN.COURSE.REORDERED',
    );
  };
  const saveLesson = async () => {
    if (!editing) return;
    const { draft, moduleId } = editing;
    try {
      await dataProvider.send('PUT', `${base}/${moduleId}/lessons/${draft.id}`, {
        title: draft.title,
        description: draft.description ?? '',
        videoUrl: draft.videoUrl ?? '',
        liveUrl: draft.liveUrl ?? '',
        meetUrl: draft.meetUrl ?? '',
        meeting: draft.meeting,
        meetStartsAt: draft.meeting ? draft.meetStartsAt : null,
        notes: draft.notes ?? '',
        durationMinutes: draft.durationMinutes,
        resources: draft.resources.filter((r) => r.title || r.url),
      });
      notify('ADMIN.COURSE.LESSON_SAVED', { type: 'success' });
      setEditing(null);
      setLessonErrors({});
      await load();
      onChanged();
    } catch (error) {
      setLessonErrors(fieldErrors(error));
      notify(error instanceof Error ? error.message : 'SERVER_ERROR', { type: 'error' });
    }
  };
  const confirmPending = () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    if (p.kind === 'discard') {
      setEditing(null);
      setLessonErrors({});
      p.then();
    } else if (p.kind === 'module') {
      void run(() => dataProvider.send('DELETE', `${base}/${p.module.id}`), 'ADMIN.COURSE.MODULE_REMOVED');
    } else {
      if (editing?.lesson.id === p.lesson.id) setEditing(null);
      void run(
        () => dataProvider.send('DELETE', `${base}/${p.module.id}/lessons/${p.lesson.id}`),
        'ADMIN.COURSE.LESSON_REMOVED',
      );
    }
  };

  const setDraft = (patch: Partial<Lesson>) =>
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));

  if (failed) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void load()}>{translate('ADMIN.PAGE.RETRY')}</Button>}
      >
        {translate('ADMIN.COURSE.LOAD_ERROR')}
      </Alert>
    );
  }
  if (!modules) return null;

  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      {modules.length === 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('ADMIN.COURSE.NO_MODULES')}
        </Typography>
      )}
      {modules.map((module, mi) => (
        <Card key={module.id} variant="outlined" component="section" aria-label={module.title} sx={{ mb: 2 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              {renaming?.id === module.id ? (
                <>
                  <TextField
                    size="small"
                    label={translate('ADMIN.COURSE.MODULE_TITLE')}
                    value={renaming.title}
                    onChange={(e) => setRenaming({ id: module.id, title: e.target.value })}
                    onKeyDown={onEnter(saveRename)}
                    autoFocus
                  />
                  <Button type="button" onClick={saveRename}>
                    {translate('ra.action.save')}
                  </Button>
                  <Button type="button" onClick={() => setRenaming(null)}>
                    {translate('ra.action.cancel')}
                  </Button>
                </>
              ) : (
                <>
                  <Typography
                    variant="h6"
                    component="h3"
                    // On a phone the title has its own line, the buttons the next one.
                    sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {translate('ADMIN.COURSE.MODULE_N', { n: mi + 1, title: moduleTitleText(module.title) })}
                  </Typography>
                  <Stack direction="row" sx={{ ml: 'auto' }}>
                    <IconButton
                      aria-label={translate('ADMIN.COURSE.RENAME', { title: module.title })}
                      onClick={() => setRenaming({ id: module.id, title: module.title })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('ADMIN.COURSE.MOVE_UP', { title: module.title })}
                      disabled={mi === 0}
                      onClick={() => moveModule(mi, mi - 1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('ADMIN.COURSE.MOVE_DOWN', { title: module.title })}
                      disabled={mi === modules.length - 1}
                      onClick={() => moveModule(mi, mi + 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('ADMIN.COURSE.REMOVE', { title: module.title })}
                      onClick={() => setPending({ kind: 'module', module })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                </>
              )}
            </Stack>

            <List dense aria-label={translate('ADMIN.COURSE.LESSONS_OF', { title: module.title })}>
              {module.lessons.map((lesson, li) => (
                <Fragment key={lesson.id}>
                  <ListItem divider sx={{ flexWrap: 'wrap', columnGap: 1, px: { xs: 0, sm: 2 } }}>
                    <ListItemText
                      sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}
                      primary={
                        <>
                          {lesson.title}
                          {lesson.meeting && (
                            <Chip
                              component="span"
                              size="small"
                              color="primary"
                              variant="outlined"
                              label={translate('ADMIN.COURSE.MEETING_CHIP')}
                              sx={{ ml: 1, verticalAlign: 'middle' }}
                            />
                          )}
                        </>
                      }
                      secondary={[
                        lesson.videoUrl && translate('ADMIN.COURSE.HAS_VIDEO'),
                        lesson.liveUrl && translate('ADMIN.COURSE.HAS_LIVE'),
                        lesson.meetUrl && translate('ADMIN.COURSE.HAS_MEET'),
                        lesson.resources?.length
                          ? translate('ADMIN.COURSE.RESOURCES_N', {
                              smart_count: lesson.resources.length,
                            })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <Stack direction="row" sx={{ ml: 'auto' }}>
                      <IconButton
                        aria-label={translate('ADMIN.COURSE.EDIT_LESSON', { title: lesson.title })}
                        onClick={() =>
                          leaveLesson(() =>
                            setEditing({
                              lesson,
                              moduleId: module.id,
                              draft: { ...lesson, resources: [...(lesson.resources ?? [])] },
                            }),
                          )
                        }
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={translate('ADMIN.COURSE.MOVE_UP', { title: lesson.title })}
                        disabled={li === 0}
                        onClick={() => moveLesson(module, li, li - 1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={translate('ADMIN.COURSE.MOVE_DOWN', { title: lesson.title })}
                        disabled={li === module.lessons.length - 1}
                        onClick={() => moveLesson(module, li, li + 1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={translate('ADMIN.COURSE.REMOVE', { title: lesson.title })}
                        onClick={() => setPending({ kind: 'lesson', module, lesson })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  </ListItem>
                  {editing?.lesson.id === lesson.id && (
                    <Box component="li" sx={{ listStyle: 'none' }}>
                      <Box
                        role="group"
                        aria-label={translate('ADMIN.COURSE.EDIT_LESSON', { title: lesson.title })}
                        sx={{ p: 2, bgcolor: 'action.hover', display: 'grid', gap: 1.5 }}
                      >
                        {dirty && (
                          <Alert severity="warning" role="status">
                            {translate('ADMIN.COURSE.UNSAVED')}
                          </Alert>
                        )}
                        <TextField
                          label={`${translate('ADMIN.COURSE.LESSON_TITLE')} *`}
                          value={editing.draft.title}
                          onChange={(e) => setDraft({ title: e.target.value })}
                          error={!!lessonErrors.title}
                          helperText={lessonErrors.title}
                          size="small"
                        />
                        <TextField
                          label={translate('ADMIN.COURSE.DESCRIPTION')}
                          value={editing.draft.description ?? ''}
                          onChange={(e) => setDraft({ description: e.target.value })}
                          multiline
                          minRows={2}
                          size="small"
                        />
                        {(['videoUrl', 'liveUrl', 'meetUrl'] as const).map((field) => (
                          <TextField
                            key={field}
                            label={translate(`ADMIN.COURSE.${field.toUpperCase()}`)}
                            value={editing.draft[field] ?? ''}
                            onChange={(e) => setDraft({ [field]: e.target.value })}
                            error={!!lessonErrors[field]}
                            helperText={
                              lessonErrors[field] ?? translate(`ADMIN.COURSE.${field.toUpperCase()}_HELP`)
                            }
                            type="url"
                            size="small"
                          />
                        ))}
                        <FormControlLabel
                          control={
                            <Switch
                              checked={editing.draft.meeting}
                              onChange={(e) => setDraft({ meeting: e.target.checked })}
                              slotProps={{
                                input: { 'aria-describedby': `lesson-${lesson.id}-meeting-help` },
                              }}
                            />
                          }
                          label={translate('ADMIN.COURSE.MEETING')}
                        />
                        <Typography
                          id={`lesson-${lesson.id}-meeting-help`}
                          variant="body2"
                          color="text.secondary"
                          sx={{ mt: -1.5 }}
                        >
                          {translate('ADMIN.COURSE.MEETING_HELP')}
                        </Typography>
                        {editing.draft.meeting && (
                          <TextField
                            label={translate('ADMIN.COURSE.MEET_STARTS_AT')}
                            type="datetime-local"
                            size="small"
                            value={toCetLocal(editing.draft.meetStartsAt)}
                            onChange={(e) => setDraft({ meetStartsAt: fromCetLocal(e.target.value) })}
                            error={!!lessonErrors.meetStartsAt}
                            helperText={
                              lessonErrors.meetStartsAt ?? translate('ADMIN.COURSE.MEET_STARTS_AT_HELP')
                            }
                            slotProps={{ inputLabel: { shrink: true } }}
                          />
                        )}
                        <TextField
                          label={translate('ADMIN.COURSE.DURATION')}
                          type="number"
                          value={editing.draft.durationMinutes ?? ''}
                          onChange={(e) =>
                            setDraft({ durationMinutes: e.target.value ? Number(e.target.value) : null })
                          }
                          error={!!lessonErrors.durationMinutes}
                          helperText={lessonErrors.durationMinutes}
                          size="small"
                          slotProps={{ htmlInput: { min: 1 } }}
                          sx={{ maxWidth: 220 }}
                        />
                        <Typography variant="subtitle2" component="h4">
                          {translate('ADMIN.COURSE.RESOURCES')}
                        </Typography>
                        {editing.draft.resources.map((r, ri) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
                          <Stack key={ri} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                            <TextField
                              label={translate('ADMIN.COURSE.RESOURCE_TITLE')}
                              value={r.title}
                              onChange={(e) =>
                                setDraft({
                                  resources: editing.draft.resources.map((x, k) =>
                                    k === ri ? { ...x, title: e.target.value } : x,
                                  ),
                                })
                              }
                              error={!!lessonErrors[`resources.${ri}.title`]}
                              helperText={lessonErrors[`resources.${ri}.title`]}
                              size="small"
                            />
                            <TextField
                              label={translate('ADMIN.COURSE.RESOURCE_URL')}
                              value={r.url}
                              type="url"
                              onChange={(e) =>
                                setDraft({
                                  resources: editing.draft.resources.map((x, k) =>
                                    k === ri ? { ...x, url: e.target.value } : x,
                                  ),
                                })
                              }
                              error={!!lessonErrors[`resources.${ri}.url`]}
                              helperText={lessonErrors[`resources.${ri}.url`]}
                              size="small"
                              sx={{ flex: 1 }}
                            />
                            <IconButton
                              aria-label={translate('ADMIN.COURSE.REMOVE_RESOURCE', { n: ri + 1 })}
                              onClick={() =>
                                setDraft({ resources: editing.draft.resources.filter((_, k) => k !== ri) })
                              }
                            >
                              <DeleteIcon />
                            </IconButton>
                          </Stack>
                        ))}
                        <Box>
                          <Button
                            type="button"
                            size="small"
                            startIcon={<AddIcon />}
                            onClick={() =>
                              setDraft({ resources: [...editing.draft.resources, { title: '', url: '' }] })
                            }
                          >
                            {translate('ADMIN.COURSE.ADD_RESOURCE')}
                          </Button>
                        </Box>
                        <TextField
                          label={translate('ADMIN.COURSE.NOTES')}
                          value={editing.draft.notes ?? ''}
                          onChange={(e) => setDraft({ notes: e.target.value })}
                          helperText={translate('ADMIN.COURSE.NOTES_HELP')}
                          multiline
                          minRows={2}
                          size="small"
                        />
                        <Stack direction="row" spacing={1}>
                          <Button type="button" variant="contained" onClick={() => void saveLesson()}>
                            {translate('ADMIN.COURSE.SAVE_LESSON')}
                          </Button>
                          <Button type="button" onClick={() => leaveLesson(() => setEditing(null))}>
                            {translate('ra.action.cancel')}
                          </Button>
                        </Stack>
                      </Box>
                    </Box>
                  )}
                </Fragment>
              ))}
            </List>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
            >
              <TextField
                size="small"
                fullWidth
                label={translate('ADMIN.COURSE.NEW_LESSON')}
                value={newLesson[module.id] ?? ''}
                onChange={(e) => setNewLesson({ ...newLesson, [module.id]: e.target.value })}
                onKeyDown={onEnter(() => addLesson(module))}
                sx={{ flex: 1, maxWidth: 420 }}
              />
              <Button type="button" startIcon={<AddIcon />} onClick={() => addLesson(module)}>
                {translate('ADMIN.COURSE.ADD_LESSON')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <TextField
          size="small"
          fullWidth
          label={translate('ADMIN.COURSE.NEW_MODULE')}
          value={newModule}
          onChange={(e) => setNewModule(e.target.value)}
          onKeyDown={onEnter(addModule)}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="button" variant="outlined" startIcon={<AddIcon />} onClick={addModule}>
          {translate('ADMIN.COURSE.ADD_MODULE')}
        </Button>
      </Stack>
      <Confirm
        isOpen={!!pending}
        title={pending?.kind === 'discard' ? 'ADMIN.COURSE.DISCARD_TITLE' : 'ADMIN.COURSE.REMOVE_TITLE'}
        content={
          pending?.kind === 'discard'
            ? 'ADMIN.COURSE.DISCARD_TEXT'
            : pending?.kind === 'module'
              ? 'ADMIN.COURSE.REMOVE_MODULE_TEXT'
              : 'ADMIN.COURSE.REMOVE_LESSON_TEXT'
        }
        translateOptions={{
          title:
            pending?.kind === 'module'
              ? pending.module.title
              : pending?.kind === 'lesson'
                ? pending.lesson.title
                : '',
        }}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};

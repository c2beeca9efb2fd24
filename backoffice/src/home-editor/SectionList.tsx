import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { fieldLabel, type HomeSection, type Row, sectionIds, sectionLabel } from './sections';

const T = 'ADMIN.HOME_EDITOR';

export type Move = 'up' | 'down';

interface Props {
  rows: Row[];
  /** The API's messages of the last save, by row key. */
  errors: Map<string, Record<string, string>>;
  /** After a move, the button that keeps the focus (the row moved with it). */
  focus: { key: string; move: Move } | null;
  onMove: (key: string, move: Move) => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The home's sections in order, each with its moves (buttons, so keyboards can reorder), edit and remove. */
export const SectionList = ({ rows, errors, focus, onMove, onEdit, onRemove }: Props) => {
  const translate = useTranslate();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  useEffect(() => {
    if (!focus) return;
    const index = rows.findIndex((r) => r.key === focus.key);
    // At the top (or bottom) the button just used is disabled: the other move keeps the focus in the row.
    const atEnd = focus.move === 'up' ? index === 0 : index === rows.length - 1;
    const move = atEnd ? (focus.move === 'up' ? 'down' : 'up') : focus.move;
    buttons.current.get(`${focus.key}:${move}`)?.focus();
  }, [focus, rows]);

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate(`${T}.SECTIONS.EMPTY`)}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row, index) => (
        <SectionRow
          key={row.key}
          row={row}
          position={index + 1}
          total={rows.length}
          errors={errors.get(row.key)}
          setButton={(move, el) => buttons.current.set(`${row.key}:${move}`, el)}
          onMove={(move) => onMove(row.key, move)}
          onEdit={() => onEdit(row.key)}
          onRemove={() => onRemove(row.key)}
        />
      ))}
    </Box>
  );
};

interface RowProps {
  row: Row;
  position: number;
  total: number;
  errors?: Record<string, string>;
  setButton: (move: Move, el: HTMLButtonElement | null) => void;
  onMove: (move: Move) => void;
  onEdit: () => void;
  onRemove: () => void;
}

const SectionRow = ({ row, position, total, errors, setButton, onMove, onEdit, onRemove }: RowProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { section } = row;
  const label = sectionLabel(section, locale);
  const title = label || translate(`${T}.SECTIONS.UNTITLED`);
  const headingId = `home-section-${row.key}`;
  const moveLabel = (move: Move) =>
    translate(`${T}.SECTIONS.${move === 'up' ? 'MOVE_UP' : 'MOVE_DOWN'}`, { title });
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: errors ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: 'action.selected',
          fontWeight: 600,
        }}
      >
        {position}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate(`${T}.TYPES.${section.type}`)}
          <Box component="span" sx={visuallyHidden}>
            {` · ${translate(`${T}.SECTIONS.POSITION`, { position, total })}`}
          </Box>
        </Typography>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontStyle: label ? undefined : 'italic' }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary(section, translate)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', ml: 'auto' }}>
        {(['up', 'down'] as const).map((move) => (
          <Tooltip key={move} title={moveLabel(move)} describeChild>
            <span>
              <IconButton
                ref={(el) => setButton(move, el)}
                aria-label={moveLabel(move)}
                disabled={move === 'up' ? position === 1 : position === total}
                onClick={() => onMove(move)}
              >
                {move === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
              </IconButton>
            </span>
          </Tooltip>
        ))}
        <Button
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={translate(`${T}.SECTIONS.EDIT_LABEL`, { title })}
        >
          {translate(`${T}.SECTIONS.EDIT`)}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onRemove}
          aria-label={translate(`${T}.SECTIONS.REMOVE_LABEL`, { title })}
        >
          {translate(`${T}.SECTIONS.REMOVE`)}
        </Button>
      </Box>
      {errors && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {translate(`${T}.SECTIONS.HAS_ERRORS`)}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>{`${fieldLabel(section, field, translate)}: ${message}`}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
};

type Translate = ReturnType<typeof useTranslate>;

/** One line about what the section holds: its items, its media, its button. */
function summary(section: HomeSection, translate: Translate): string {
  const parts: string[] = [];
  if ('ids' in section || 'itemId' in section) {
    const count = sectionIds(section).length;
    parts.push(
      count ? translate(`${T}.SECTIONS.ITEMS`, { smart_count: count }) : translate(`${T}.SECTIONS.NO_ITEMS`),
    );
  }
  if (section.type === 'hero') {
    parts.push(translate(`${T}.SECTIONS.${section.mediaType === 'video' ? 'VIDEO' : 'IMAGE'}`));
  }
  if ('buttonLink' in section && section.buttonLink) {
    parts.push(translate(`${T}.SECTIONS.BUTTON`, { link: section.buttonLink }));
  }
  return parts.join(' · ');
}

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

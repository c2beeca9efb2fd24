import { Box, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { type RaRecord, useGetMany, useLocale, useTranslate } from 'react-admin';
import { PALETTES, type Palette, type PaletteId } from '../../../api/src/shared/palettes.ts';
import { visuallyHidden } from './SectionList';
import {
  type HomeSection,
  LANGS,
  type Lang,
  pick,
  REFERENCE,
  type Reference,
  type Row,
  sectionIds,
} from './sections';

const T = 'ADMIN.HOME_EDITOR';

type Records = Record<Reference, Map<number, RaRecord>>;

/**
 * A simplified rendering of the home as it stands in the editor (unsaved changes and palette included),
 * in the language chosen here. The site itself cannot be framed (its pages refuse frames), so this is
 * the preview; items the site would leave out (not published, not found) are marked instead of hidden.
 */
export const HomePreview = ({ rows, palette }: { rows: Row[]; palette: PaletteId }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const labelId = useId();
  const [lang, setLang] = useState<Lang>(LANGS.includes(locale as Lang) ? (locale as Lang) : 'es');
  const records = useRecords(rows.map((r) => r.section));
  const colours = PALETTES[palette];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {translate(`${T}.PREVIEW.LANGUAGE`)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_e, value: Lang | null) => value && setLang(value)}
          aria-labelledby={labelId}
        >
          {LANGS.map((l) => (
            <ToggleButton key={l} value={l} lang={l} sx={{ px: 1.5 }}>
              {l.toUpperCase()}
              <Box component="span" sx={visuallyHidden}>{` ${translate(`${T}.LANGS.${l}`)}`}</Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        lang={lang}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#ffffff',
          color: '#17161c',
        }}
      >
        {rows.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate(`${T}.PREVIEW.DEFAULT_HOME`)}
          </Typography>
        )}
        {rows.map(({ key, section }) => (
          <PreviewSection key={key} section={section} lang={lang} colours={colours} records={records} />
        ))}
      </Box>
    </Box>
  );
};

/** Every product, channel and speaker the sections point at, one request per kind. */
function useRecords(sections: HomeSection[]): Records {
  const ids: Record<Reference, number[]> = { products: [], channels: [], speakers: [] };
  for (const s of sections) {
    const reference = REFERENCE[s.type];
    if (reference) ids[reference].push(...sectionIds(s));
  }
  const unique = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
  const products = useGetMany('products', { ids: unique(ids.products) });
  const channels = useGetMany('channels', { ids: unique(ids.channels) });
  const speakers = useGetMany('speakers', { ids: unique(ids.speakers) });
  const map = (data?: RaRecord[]) => new Map((data ?? []).map((r) => [Number(r.id), r]));
  return { products: map(products.data), channels: map(channels.data), speakers: map(speakers.data) };
}

const PreviewSection = ({
  section,
  lang,
  colours,
  records,
}: {
  section: HomeSection;
  lang: Lang;
  colours: Palette;
  records: Records;
}) => {
  const translate = useTranslate();
  const title = 'title' in section ? pick(section.title, lang) : '';
  switch (section.type) {
    case 'hero': {
      const image = section.mediaType === 'image' && section.mediaUrl ? section.mediaUrl : null;
      return (
        <Box
          sx={{
            position: 'relative',
            p: 2.5,
            minHeight: 140,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            color: '#ffffff',
            background: `linear-gradient(135deg, ${colours.deep}, ${colours.accent})`,
            overflow: 'hidden',
          }}
        >
          {image && (
            <Box
              component="img"
              src={image}
              alt=""
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: 0.25,
              }}
            />
          )}
          <Box sx={{ position: 'relative' }}>
            {section.mediaType === 'video' && (
              <Chip
                size="small"
                label={translate(`${T}.SECTIONS.VIDEO`)}
                sx={{ mb: 1, bgcolor: '#ffffff', color: '#17161c' }}
              />
            )}
            <Typography sx={{ fontSize: 22, fontWeight: 800, lineHeight: 1.2 }}>{title}</Typography>
            {section.subtitle && <Typography sx={{ mt: 0.5 }}>{pick(section.subtitle, lang)}</Typography>}
            {section.buttonText && section.buttonLink && (
              <FakeButton colours={colours} inverse>
                {pick(section.buttonText, lang)}
              </FakeButton>
            )}
          </Box>
        </Box>
      );
    }
    case 'productSlider':
    case 'channelSlider':
    case 'speakerSlider': {
      const reference = REFERENCE[section.type] as Reference;
      const items = section.ids.map((id) => ({ id, record: records[reference].get(id) }));
      const shown = items.filter((i) => visible(reference, i.record));
      return (
        <Box sx={{ p: 2, borderTop: 1, borderColor: '#dddbe5' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{title}</Typography>
          {shown.length === 0 && <Note>{translate(`${T}.PREVIEW.EMPTY_SECTION`)}</Note>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {items.map(({ id, record }) => (
              <ItemCard key={id} reference={reference} record={record} colours={colours} lang={lang} />
            ))}
          </Box>
        </Box>
      );
    }
    case 'featuredProduct':
    case 'featuredChannel': {
      const reference = REFERENCE[section.type] as Reference;
      const record = records[reference].get(section.itemId);
      return (
        <Box sx={{ p: 2, borderTop: 1, borderColor: '#dddbe5' }}>
          {title && <Typography sx={{ fontWeight: 700, mb: 1 }}>{title}</Typography>}
          {!visible(reference, record) && <Note>{translate(`${T}.PREVIEW.EMPTY_SECTION`)}</Note>}
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Thumb src={imageOf(reference, record)} colours={colours} width={120} />
            <Typography sx={{ fontWeight: 600 }}>{nameOf(reference, record, lang) || '—'}</Typography>
          </Box>
        </Box>
      );
    }
    case 'static':
      return (
        <Box sx={{ p: 2, borderTop: 1, borderColor: '#dddbe5' }}>
          {title && <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{title}</Typography>}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {pick(section.body, lang)}
          </Typography>
        </Box>
      );
    case 'cta':
      return (
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: '#dddbe5' }}>
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              color: '#ffffff',
              background: `linear-gradient(120deg, ${colours.active}, ${colours.accent})`,
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            {section.subtitle && <Typography variant="body2">{pick(section.subtitle, lang)}</Typography>}
            <FakeButton colours={colours} inverse>
              {pick(section.buttonText, lang)}
            </FakeButton>
          </Box>
        </Box>
      );
  }
};

const ItemCard = ({
  reference,
  record,
  colours,
  lang,
}: {
  reference: Reference;
  record?: RaRecord;
  colours: Palette;
  lang: Lang;
}) => {
  const translate = useTranslate();
  const shown = visible(reference, record);
  return (
    <Box sx={{ minWidth: 0, opacity: shown ? 1 : 0.75 }}>
      <Thumb src={imageOf(reference, record)} colours={colours} round={reference === 'speakers'} />
      <Typography
        variant="caption"
        component="p"
        sx={{ fontWeight: 600, lineHeight: 1.3, mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {nameOf(reference, record, lang) || translate(`${T}.PREVIEW.MISSING`)}
      </Typography>
      {!shown && record && (
        <Typography variant="caption" component="p" sx={{ color: '#93370d', lineHeight: 1.3 }}>
          {translate(`${T}.PREVIEW.HIDDEN`)}
        </Typography>
      )}
    </Box>
  );
};

const Thumb = ({
  src,
  colours,
  width,
  round = false,
}: {
  src: string | null;
  colours: Palette;
  /** In pixels; the whole cell when left out. */
  width?: number;
  round?: boolean;
}) => (
  <Box
    sx={{
      width: width ?? '100%',
      aspectRatio: round ? '1' : '16 / 9',
      borderRadius: round ? '50%' : 1,
      overflow: 'hidden',
      flexShrink: 0,
      background: `linear-gradient(135deg, ${colours.soft}, ${colours.tint})`,
    }}
  >
    {src && (
      <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    )}
  </Box>
);

const FakeButton = ({
  children,
  colours,
  inverse = false,
}: {
  children: string;
  colours: Palette;
  inverse?: boolean;
}) => (
  <Box
    component="span"
    sx={{
      display: 'inline-block',
      mt: 1.5,
      px: 2,
      py: 0.75,
      borderRadius: 1,
      fontWeight: 600,
      fontSize: 14,
      bgcolor: inverse ? '#ffffff' : colours.accent,
      color: inverse ? colours.active : '#ffffff',
    }}
  >
    {children}
  </Box>
);

const Note = ({ children }: { children: string }) => (
  <Typography variant="caption" component="p" sx={{ color: '#93370d', mb: 1 }}>
    {children}
  </Typography>
);

/** What the site shows: published products and channels (api/src/catalogue/services/home.ts); every speaker. */
function visible(reference: Reference, record?: RaRecord): boolean {
  if (!record) return false;
  return reference === 'speakers' || record.status === 'published';
}

/** As the site names it (api/src/catalogue/services/home.ts): the title in the language, else the original. */
function nameOf(reference: Reference, record: RaRecord | undefined, lang: Lang): string {
  if (!record) return '';
  if (reference === 'speakers') return String(record.name ?? '');
  // A product comes as a card (api/src/shared/product-card.ts): its title in the console's language only.
  const localized = record.localized as { lang?: string; title?: string } | undefined;
  if (localized?.lang === lang && localized.title) return localized.title;
  const translated = (record.translations as Record<string, { title?: string }> | null | undefined)?.[lang];
  return String(translated?.title || record.title || '');
}

function imageOf(reference: Reference, record?: RaRecord): string | null {
  if (!record) return null;
  const src = reference === 'channels' ? (record.coverImage ?? record.logo) : record.image;
  return typeof src === 'string' && src ? src : null;
}

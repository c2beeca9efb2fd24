import { publicUrl } from '../api/src/env.ts';
import { AdBanner, Category, Speaker, slugify } from '../models/index.ts';
import type { DemoChannels } from './channels.ts';
import { type ChannelKey, daysFrom, img, type SeedContext } from './lib.ts';
import type { DemoUsers } from './users.ts';

const CATEGORIES: { slug: string; es: string; en: string; pt: string }[] = [
  { slug: 'teatro', es: 'Teatro', en: 'Theatre', pt: 'Teatro' },
  { slug: 'musica-clasica', es: 'Música clásica', en: 'Classical music', pt: 'Música clássica' },
  { slug: 'cine', es: 'Cine', en: 'Film', pt: 'Cinema' },
  { slug: 'formacion', es: 'Formación', en: 'Learning', pt: 'Formação' },
  { slug: 'podcasts', es: 'Pódcasts', en: 'Podcasts', pt: 'Podcasts' },
  { slug: 'encuentros', es: 'Encuentros', en: 'Meetings', pt: 'Encontros' },
  { slug: 'tienda', es: 'Tienda', en: 'Shop', pt: 'Loja' },
];

interface SpeakerSeed {
  key: string;
  channel: ChannelKey;
  name: string;
  title: string;
  bio: string;
  en: { title: string; bio: string };
  pt: { title: string; bio: string };
  tags: string[];
  image: string;
  instagram?: string;
  linkedin?: string;
}

const SPEAKERS: SpeakerSeed[] = [
  {
    key: 'lucia',
    channel: 'faro',
    name: 'Lucía Ferrer',
    title: 'Directora de escena',
    bio: 'Dirige el Teatro del Faro desde 2005. Ha montado más de treinta obras del repertorio clásico español y europeo.',
    en: {
      title: 'Stage director',
      bio: 'Has led the Faro Theatre Company since 2005. She has staged more than thirty plays of the Spanish and European classical repertoire.',
    },
    pt: {
      title: 'Encenadora',
      bio: 'Dirige o Teatro do Farol desde 2005. Encenou mais de trinta peças do repertório clássico espanhol e europeu.',
    },
    tags: ['dirección', 'teatro'],
    image: 'escena',
    instagram: 'https://instagram.com/luciaferrer.escena',
  },
  {
    key: 'mateo',
    channel: 'faro',
    name: 'Mateo Ibarra',
    title: 'Actor',
    bio: 'Actor de la compañía desde 2012. Ha sido Segismundo, Hamlet y Leonardo en «Bodas de sangre».',
    en: {
      title: 'Actor',
      bio: 'Member of the company since 2012. He has played Segismundo, Hamlet and Leonardo in "Blood Wedding".',
    },
    pt: {
      title: 'Ator',
      bio: 'Ator da companhia desde 2012. Foi Segismundo, Hamlet e Leonardo em «Bodas de Sangue».',
    },
    tags: ['interpretación', 'teatro'],
    image: 'hamlet',
  },
  {
    key: 'helena',
    channel: 'orquesta',
    name: 'Helena Sousa',
    title: 'Directora titular',
    bio: 'Directora titular de la Orquesta Sinfónica del Atlántico. Formada en Lisboa y Viena, especialista en el repertorio romántico.',
    en: {
      title: 'Principal conductor',
      bio: 'Principal conductor of the Atlantic Symphony Orchestra. Trained in Lisbon and Vienna, a specialist in the Romantic repertoire.',
    },
    pt: {
      title: 'Maestrina titular',
      bio: 'Maestrina titular da Orquestra Sinfónica do Atlântico. Formada em Lisboa e Viena, especialista no repertório romântico.',
    },
    tags: ['dirección musical', 'música clásica'],
    image: 'sinfonia',
  },
  {
    key: 'tomas',
    channel: 'orquesta',
    name: 'Tomás Rivas',
    title: 'Violonchelo solista',
    bio: 'Violonchelo solista de la orquesta y profesor del conservatorio superior. Graba con regularidad música de cámara.',
    en: {
      title: 'Principal cello',
      bio: 'Principal cello of the orchestra and teacher at the conservatoire. He records chamber music regularly.',
    },
    pt: {
      title: 'Violoncelo solista',
      bio: 'Violoncelo solista da orquestra e professor no conservatório superior. Grava regularmente música de câmara.',
    },
    tags: ['violonchelo', 'música de cámara'],
    image: 'camara',
  },
  {
    key: 'ines',
    channel: 'orquesta',
    name: 'Inés Calderón',
    title: 'Musicóloga',
    bio: 'Musicóloga y divulgadora. Presenta el pódcast de notas al programa de la orquesta.',
    en: {
      title: 'Musicologist',
      bio: "Musicologist and broadcaster. She hosts the orchestra's programme notes podcast.",
    },
    pt: {
      title: 'Musicóloga',
      bio: 'Musicóloga e divulgadora. Apresenta o podcast de notas ao programa da orquestra.',
    },
    tags: ['musicología', 'divulgación'],
    image: 'podcast',
  },
  {
    key: 'clara',
    channel: 'cine',
    name: 'Clara Montero',
    title: 'Directora de cine',
    bio: 'Directora de tres largometrajes y decenas de cortos premiados. Enseña dirección de actores desde 2010.',
    en: {
      title: 'Film director',
      bio: 'Director of three feature films and dozens of award-winning shorts. She has taught directing actors since 2010.',
    },
    pt: {
      title: 'Realizadora',
      bio: 'Realizadora de três longas-metragens e dezenas de curtas premiadas. Ensina direção de atores desde 2010.',
    },
    tags: ['dirección', 'cine'],
    image: 'curso',
    linkedin: 'https://linkedin.com/in/claramontero',
  },
  {
    key: 'joaquim',
    channel: 'cine',
    name: 'Joaquim Alves',
    title: 'Guionista',
    bio: 'Guionista portugués afincado en Valencia. Coordina el taller de guion de cortometraje de la escuela.',
    en: {
      title: 'Screenwriter',
      bio: "Portuguese screenwriter based in Valencia. He runs the school's short film screenwriting workshop.",
    },
    pt: {
      title: 'Argumentista',
      bio: 'Argumentista português radicado em Valência. Coordena a oficina de argumento de curtas da escola.',
    },
    tags: ['guion', 'cine'],
    image: 'ficha',
  },
];

export interface DemoCatalogue {
  categories: Record<string, Category>;
  speakers: Record<string, Speaker>;
  banner: AdBanner;
}

/** Categories with translated names, the channels' speakers, and the advertising banner. */
export async function seedCatalogue(
  ctx: SeedContext,
  users: DemoUsers,
  channels: DemoChannels,
): Promise<DemoCatalogue> {
  const { transaction } = ctx;
  const categories: Record<string, Category> = {};
  for (const [position, c] of CATEGORIES.entries()) {
    categories[c.slug] = await Category.create(
      { slug: c.slug, name: c.es, translations: { en: { name: c.en }, pt: { name: c.pt } }, position },
      { transaction },
    );
  }
  const speakers: Record<string, Speaker> = {};
  for (const s of SPEAKERS) {
    const channel = channels[s.channel];
    speakers[s.key] = await Speaker.create(
      {
        userId: channel.userId,
        channelId: channel.id,
        name: s.name,
        title: s.title,
        slug: slugify(s.name),
        bio: s.bio,
        image: img(s.image),
        tags: s.tags,
        instagram: s.instagram ?? null,
        facebook: null,
        twitter: null,
        youtube: null,
        linkedin: s.linkedin ?? null,
        translations: { en: s.en, pt: s.pt },
      },
      { transaction },
    );
  }
  const banner = await AdBanner.create(
    {
      name: 'Temporada 2026',
      format: 'leaderboard',
      columns: 2,
      images: [
        // Web addresses: the site reaches them through the signed click redirect (http/https only).
        {
          url: img('banner-temporada'),
          link: `${publicUrl}/channels/teatro-del-faro`,
          alt: 'Temporada 2026',
          width: 1200,
          height: 300,
        },
        {
          url: img('orquesta-atlantico'),
          link: `${publicUrl}/channels/orquesta-sinfonica-del-atlantico`,
          alt: 'Orquesta Sinfónica del Atlántico',
          width: 1100,
          height: 650,
        },
      ],
      displayArea: 'home',
      link: null,
      active: true,
      startsAt: daysFrom(ctx.now, -7, 0),
      endsAt: daysFrom(ctx.now, 90, 0),
      createdBy: users.admin.id,
    },
    { transaction },
  );
  return { categories, speakers, banner };
}

import { Channel, type ChannelStatus, slugify } from '../models/index.ts';
import { type ChannelKey, hoursFrom, img, type SeedContext, withTax } from './lib.ts';
import type { DemoUsers, UserKey } from './users.ts';

export type DemoChannels = Record<ChannelKey, Channel>;

interface ChannelSeed {
  key: ChannelKey;
  owner: UserKey;
  status: ChannelStatus;
  title: string;
  description: string;
  en: { title: string; description: string };
  pt: { title: string; description: string };
  businessName: string;
  classification: string;
  tags: string[];
  /** Monthly subscription price in cents, tax included. */
  subscription?: number;
  image: string;
  /** A wide cover of its own; without one the channel page shows its plain band. */
  cover?: string;
  billing: { nif: string; address: string; city: string; postalCode: string; phone: string };
  social: Partial<Record<'spotify' | 'youtube' | 'facebook' | 'instagram' | 'twitter' | 'website', string>>;
}

const CHANNELS: ChannelSeed[] = [
  {
    key: 'faro',
    owner: 'producer',
    status: 'published',
    title: 'Teatro del Faro',
    description:
      'Compañía de teatro de repertorio fundada en Gijón en 1998. Clásicos del Siglo de Oro, Lorca y Shakespeare en directo desde nuestra sala y en gira, con encuentros con el público después de cada función.',
    en: {
      title: 'Faro Theatre Company',
      description:
        'Repertory theatre company founded in Gijón in 1998. Golden Age classics, Lorca and Shakespeare live from our venue and on tour, with audience talks after every performance.',
    },
    pt: {
      title: 'Teatro do Farol',
      description:
        'Companhia de teatro de repertório fundada em Gijón em 1998. Clássicos do Século de Ouro, Lorca e Shakespeare ao vivo a partir da nossa sala e em digressão, com conversas com o público após cada sessão.',
    },
    businessName: 'Asociación Cultural Teatro del Faro',
    classification: 'Teatro',
    tags: ['teatro', 'clásicos', 'directo'],
    image: 'teatro-del-faro',
    cover: 'banner-temporada',
    billing: {
      nif: 'G33123456',
      address: 'Calle del Muelle 7',
      city: 'Gijón',
      postalCode: '33201',
      phone: '985123456',
    },
    social: { instagram: 'https://instagram.com/teatrodelfaro', website: 'https://teatrodelfaro.example' },
  },
  {
    key: 'orquesta',
    owner: 'orquesta',
    status: 'published',
    title: 'Orquesta Sinfónica del Atlántico',
    description:
      'Noventa músicos y una temporada completa de conciertos sinfónicos retransmitidos en directo. Suscríbete al canal y accede cada mes a los conciertos grabados, las notas al programa y los ensayos abiertos.',
    en: {
      title: 'Atlantic Symphony Orchestra',
      description:
        'Ninety musicians and a full season of symphonic concerts streamed live. Subscribe to the channel and every month enjoy the recorded concerts, the programme notes and the open rehearsals.',
    },
    pt: {
      title: 'Orquestra Sinfónica do Atlântico',
      description:
        'Noventa músicos e uma temporada completa de concertos sinfónicos transmitidos em direto. Subscreva o canal e aceda todos os meses aos concertos gravados, às notas ao programa e aos ensaios abertos.',
    },
    businessName: 'Fundación Orquesta Sinfónica del Atlántico',
    classification: 'Música clásica',
    tags: ['música clásica', 'orquesta', 'sinfónica'],
    subscription: 550,
    image: 'orquesta-atlantico',
    billing: {
      nif: 'G15987654',
      address: 'Avenida de la Marina 20',
      city: 'A Coruña',
      postalCode: '15001',
      phone: '981654321',
    },
    social: {
      youtube: 'https://youtube.com/@orquestaatlantico',
      spotify: 'https://open.spotify.com/artist/orquesta-atlantico',
      website: 'https://orquesta-atlantico.example',
    },
  },
  {
    key: 'cine',
    owner: 'producer',
    status: 'published',
    title: 'Escuela de Cine Lumbre',
    description:
      'Escuela de cine independiente de Valencia. Cursos en línea de dirección, guion y montaje impartidos por profesionales en activo, fichas didácticas para docentes y la muestra anual de cortometrajes del alumnado.',
    en: {
      title: 'Lumbre Film School',
      description:
        'Independent film school in Valencia. Online courses in directing, screenwriting and editing taught by working professionals, teaching sheets for educators and the yearly showcase of student short films.',
    },
    pt: {
      title: 'Escola de Cinema Lumbre',
      description:
        'Escola de cinema independente de Valência. Cursos online de realização, argumento e montagem dados por profissionais no ativo, fichas didáticas para docentes e a mostra anual de curtas-metragens dos alunos.',
    },
    businessName: 'Lumbre Formación Audiovisual S.L.',
    classification: 'Formación',
    tags: ['cine', 'formación', 'cursos'],
    image: 'escuela-cine',
    billing: {
      nif: 'B46555666',
      address: 'Carrer de Sueca 45',
      city: 'Valencia',
      postalCode: '46006',
      phone: '963111222',
    },
    social: { youtube: 'https://youtube.com/@escuelalumbre', website: 'https://escuelalumbre.example' },
  },
  {
    key: 'camara',
    owner: 'orquesta',
    status: 'revision',
    title: 'Ciclo de Música de Cámara',
    description:
      'Los solistas de la Orquesta Sinfónica del Atlántico en formato de cámara: cuartetos, quintetos y recitales en salas pequeñas.',
    en: {
      title: 'Chamber Music Series',
      description:
        'The soloists of the Atlantic Symphony Orchestra in chamber formats: quartets, quintets and recitals in small halls.',
    },
    pt: {
      title: 'Ciclo de Música de Câmara',
      description:
        'Os solistas da Orquestra Sinfónica do Atlântico em formato de câmara: quartetos, quintetos e recitais em salas pequenas.',
    },
    businessName: 'Fundación Orquesta Sinfónica del Atlántico',
    classification: 'Música clásica',
    tags: ['música de cámara', 'recitales'],
    image: 'camara',
    billing: {
      nif: 'G15987654',
      address: 'Avenida de la Marina 20',
      city: 'A Coruña',
      postalCode: '15001',
      phone: '981654321',
    },
    social: {},
  },
];

/** Three published channels of two producers (the orchestra with a monthly subscription) and one in review. */
export async function seedChannels(ctx: SeedContext, users: DemoUsers): Promise<DemoChannels> {
  const channels = {} as DemoChannels;
  for (const c of CHANNELS) {
    const sub = withTax(c.subscription ?? 0);
    const reviewed = c.status === 'published';
    channels[c.key] = await Channel.create(
      {
        userId: users[c.owner].id,
        status: c.status,
        title: c.title,
        description: c.description,
        businessName: c.businessName,
        classification: c.classification,
        tags: c.tags,
        slug: slugify(c.title),
        language: 'es',
        translations: { en: c.en, pt: c.pt },
        subscriptionActive: c.subscription !== undefined,
        subscriptionNet: sub.net,
        subscriptionTax: sub.tax,
        subscriptionTotal: sub.total,
        billingNif: c.billing.nif,
        billingPrefix: '+34',
        billingPhone: c.billing.phone,
        billingAddress: c.billing.address,
        billingCity: c.billing.city,
        billingPostalCode: c.billing.postalCode,
        billingCountry: 'ES',
        billingIban: 'ES9121000418450200051332',
        spotify: c.social.spotify ?? null,
        youtube: c.social.youtube ?? null,
        facebook: c.social.facebook ?? null,
        instagram: c.social.instagram ?? null,
        twitter: c.social.twitter ?? null,
        website: c.social.website ?? null,
        marketplaceUrl: null,
        logo: img(c.image),
        profileImage: img(c.image),
        coverImage: img(c.cover ?? c.image),
        reviewRequestedAt: hoursFrom(ctx.now, reviewed ? -24 * 40 : -3),
        reviewedAt: reviewed ? hoursFrom(ctx.now, -24 * 39) : null,
        reviewedBy: reviewed ? users.admin.id : null,
      },
      { transaction: ctx.transaction },
    );
  }
  return channels;
}

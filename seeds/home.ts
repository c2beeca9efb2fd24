import type { HomeSection } from '../api/src/settings/schemas/config.ts';
import type { DemoCatalogue } from './catalogue.ts';
import type { DemoChannels } from './channels.ts';
import type { DemoProducts } from './products.ts';

interface HomeRefs {
  products: DemoProducts;
  channels: DemoChannels;
  catalogue: DemoCatalogue;
}

/** The demo home: what a fresh install shows before an admin edits it in /manage/home. */
export function homeSections({ products, channels, catalogue }: HomeRefs): HomeSection[] {
  const ids = (...keys: string[]) => keys.map((k) => products.byKey[k].id);
  return [
    {
      id: 'hero',
      type: 'hero',
      title: {
        es: 'Cultura en directo y bajo demanda',
        en: 'Live and on-demand culture',
        pt: 'Cultura ao vivo e a pedido',
      },
      subtitle: {
        es: 'Conciertos, teatro, cursos y encuentros de artistas e instituciones, en un solo lugar.',
        en: 'Concerts, theatre, courses and meetings from artists and institutions, in one place.',
        pt: 'Concertos, teatro, cursos e encontros de artistas e instituições, num só lugar.',
      },
      mediaType: 'image',
      mediaUrl: '/images/hero.svg',
      buttonText: { es: 'Crear una cuenta', en: 'Create an account', pt: 'Criar uma conta' },
      buttonLink: '/logup',
    },
    {
      id: 'featured-product',
      type: 'featuredProduct',
      title: { es: 'Esta semana, en directo', en: 'Live this week', pt: 'Esta semana, em direto' },
      itemId: products.byKey.hamlet.id,
    },
    {
      id: 'upcoming',
      type: 'productSlider',
      title: { es: 'Próximos directos', en: 'Upcoming live shows', pt: 'Próximos diretos' },
      ids: ids(
        'novena-beethoven',
        'vida-es-sueno',
        'ciclo-mahler',
        'encuentro-elenco',
        'masterclass-violonchelo',
      ),
    },
    {
      id: 'on-demand',
      type: 'productSlider',
      title: { es: 'Para ver cuando quieras', en: 'Watch any time', pt: 'Para ver quando quiser' },
      ids: ids(
        'bodas-de-sangre',
        'cuatro-estaciones',
        'muestra-cortos',
        'clase-abierta',
        'notas-al-programa',
        'grandes-directoras',
        'diario-de-ensayos',
      ),
    },
    {
      id: 'channels',
      type: 'channelSlider',
      title: { es: 'Canales', en: 'Channels', pt: 'Canais' },
      ids: [channels.faro.id, channels.orquesta.id, channels.cine.id],
    },
    {
      id: 'learning',
      type: 'productSlider',
      title: { es: 'Cursos y formación', en: 'Courses and learning', pt: 'Cursos e formação' },
      ids: ids('master-direccion', 'direccion-actores', 'guion-cortometraje', 'ficha-plano-secuencia'),
    },
    {
      id: 'featured-channel',
      type: 'featuredChannel',
      title: {
        es: 'Suscríbete a la orquesta',
        en: 'Subscribe to the orchestra',
        pt: 'Subscreva a orquestra',
      },
      itemId: channels.orquesta.id,
    },
    {
      id: 'shop',
      type: 'productSlider',
      title: { es: 'Abonos y tienda', en: 'Passes and shop', pt: 'Assinaturas e loja' },
      ids: ids('abono-faro', 'programa-de-mano', 'vinilo-nuevo-mundo'),
    },
    {
      id: 'speakers',
      type: 'speakerSlider',
      title: { es: 'Artistas y docentes', en: 'Artists and teachers', pt: 'Artistas e docentes' },
      ids: Object.values(catalogue.speakers).map((s) => s.id),
    },
    {
      id: 'how',
      type: 'static',
      title: { es: 'Cómo funciona', en: 'How it works', pt: 'Como funciona' },
      body: {
        es: 'Regístrate gratis, compra una entrada o canjea un código, y disfruta del contenido en «Mis cosas» desde cualquier dispositivo.',
        en: 'Sign up for free, buy a ticket or redeem a code, and enjoy the content in "My stuff" on any device.',
        pt: 'Registe-se gratuitamente, compre um bilhete ou resgate um código e desfrute do conteúdo em «As minhas coisas» em qualquer dispositivo.',
      },
    },
    {
      id: 'organizers',
      type: 'cta',
      title: { es: '¿Organizas eventos?', en: 'Do you organize events?', pt: 'Organiza eventos?' },
      subtitle: {
        es: 'Abre tu canal y vende entradas, vídeos y cursos. Recibes el 91% de cada venta.',
        en: 'Open your channel and sell tickets, videos and courses. You receive 91% of every sale.',
        pt: 'Abra o seu canal e venda bilhetes, vídeos e cursos. Recebe 91% de cada venda.',
      },
      buttonText: {
        es: 'Empezar como organizador',
        en: 'Start as an organizer',
        pt: 'Começar como organizador',
      },
      buttonLink: '/organizers',
    },
  ];
}

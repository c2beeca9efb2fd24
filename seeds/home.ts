import type { HomeSection } from '../api/src/services/config.ts';

/** The demo home: what a fresh install shows before an admin edits it in /manage/home. */
export const homeSections: HomeSection[] = [
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
    buttonLink: '/logup?role=organizer',
  },
];

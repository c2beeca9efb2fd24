import { Page } from '../models/index.ts';
import type { SeedContext } from './lib.ts';

const PAGES = [
  {
    slug: 'sobre-platea',
    published: true,
    name: 'Sobre Platea',
    content:
      'Platea es una plataforma para que compañías, orquestas, escuelas y artistas vendan y compartan su trabajo en línea: funciones en directo y en diferido, vídeo bajo demanda, cursos, pódcasts y encuentros.\n\nLos organizadores abren su canal, publican sus productos y reciben el 91% de cada venta. El público se registra gratis, compra entradas, canjea códigos o se suscribe a sus canales favoritos, y lo encuentra todo en «Mis cosas».',
    en: {
      name: 'About Platea',
      content:
        'Platea is a platform for theatre companies, orchestras, schools and artists to sell and share their work online: live and deferred performances, video on demand, courses, podcasts and meetings.\n\nOrganizers open their channel, publish their products and receive 91% of every sale. Audiences sign up for free, buy tickets, redeem codes or subscribe to their favourite channels, and find everything in "My stuff".',
    },
    pt: {
      name: 'Sobre a Platea',
      content:
        'A Platea é uma plataforma para que companhias, orquestras, escolas e artistas vendam e partilhem o seu trabalho online: sessões em direto e em diferido, vídeo a pedido, cursos, podcasts e encontros.\n\nOs organizadores abrem o seu canal, publicam os seus produtos e recebem 91% de cada venda. O público regista-se gratuitamente, compra bilhetes, resgata códigos ou subscreve os seus canais favoritos, e encontra tudo em «As minhas coisas».',
    },
  },
  {
    slug: 'condiciones-de-compra',
    published: true,
    name: 'Condiciones de compra',
    content:
      'Cada entrada es personal y no se puede transferir a otra cuenta. Una vez realizada la compra no hay reembolso, salvo si se suspende un directo: en ese caso se devuelve el importe completo si se solicita por correo electrónico al soporte en un plazo de 20 días hábiles.\n\nEl organizador fija durante cuánto tiempo puede verse cada vídeo bajo demanda. Si te unes tarde a un directo, lo verás desde el punto en que se encuentre.',
    en: {
      name: 'Purchase terms',
      content:
        'Every ticket is personal and cannot be transferred to another account. There is no refund after purchase, except when a live show is suspended: the full amount is then refunded if requested by email to support within 20 business days.\n\nThe organizer sets how long each on-demand video can be watched. If you join a live show late, you will see it from its current point.',
    },
    pt: {
      name: 'Condições de compra',
      content:
        'Cada bilhete é pessoal e não pode ser transferido para outra conta. Depois da compra não há reembolso, exceto se um direto for suspenso: nesse caso o valor total é devolvido se for pedido por correio eletrónico ao suporte no prazo de 20 dias úteis.\n\nO organizador define durante quanto tempo pode ser visto cada vídeo a pedido. Se entrar tarde num direto, vê-lo-á a partir do ponto em que estiver.',
    },
  },
  {
    slug: 'prensa',
    published: false,
    name: 'Área de prensa',
    content: 'Borrador: dosieres de prensa y contacto para periodistas.',
    en: { name: 'Press area', content: 'Draft: press kits and contact for journalists.' },
    pt: { name: 'Área de imprensa', content: 'Rascunho: dossiês de imprensa e contacto para jornalistas.' },
  },
];

/** Static pages served at /page/{slug}: two published, one draft. */
export async function seedPages(ctx: SeedContext): Promise<Page[]> {
  const pages: Page[] = [];
  for (const p of PAGES) {
    pages.push(
      await Page.create(
        {
          name: p.name,
          slug: p.slug,
          language: 'es',
          translations: { en: p.en, pt: p.pt },
          content: p.content,
          published: p.published,
        },
        { transaction: ctx.transaction },
      ),
    );
  }
  return pages;
}

import { defineMessages } from '../../i18n/define';

/** /manage/productsopen: what is open now across the platform. */
export const productsOpenMessages = defineMessages(
  {
    resources: {
      productsopen: {
        name: 'Open product |||| Open now',
        fields: {
          title: 'Product',
          type: 'Type',
          channelId: 'Channel',
          reasons: 'Open because',
          reason: 'Open because',
          sessionAt: 'Sessions today (CET)',
          totalPrice: 'Price',
          q: 'Search',
        },
      },
    },
    ADMIN: {
      PRODUCTS_OPEN: {
        INTRO:
          'Products live now, with a session today or on sale right now, on every channel. Times are Central European time (Madrid).',
        REASON: {
          live: 'Live now',
          today: 'Session today',
          onSale: 'On sale',
        },
        LIVE: {
          broadcast: 'Broadcasting now',
          'fake-live': 'Fake live playing',
        },
        SESSION_TITLED: '%{time} · %{title}',
        NO_SESSION: 'No session today',
        FREE: 'Free',
        EMPTY: 'Nothing is open right now.',
      },
    },
  },
  {
    resources: {
      productsopen: {
        name: 'Producto abierto |||| Abierto ahora',
        fields: {
          title: 'Producto',
          type: 'Tipo',
          channelId: 'Canal',
          reasons: 'Abierto porque',
          reason: 'Abierto porque',
          sessionAt: 'Sesiones de hoy (CET)',
          totalPrice: 'Precio',
          q: 'Buscar',
        },
      },
    },
    ADMIN: {
      PRODUCTS_OPEN: {
        INTRO:
          'Productos en directo ahora, con sesión hoy o a la venta en este momento, de todos los canales. Horas en hora central europea (Madrid).',
        REASON: {
          live: 'En directo',
          today: 'Sesión hoy',
          onSale: 'A la venta',
        },
        LIVE: {
          broadcast: 'Emitiendo ahora',
          'fake-live': 'Falso directo en emisión',
        },
        SESSION_TITLED: '%{time} · %{title}',
        NO_SESSION: 'Sin sesión hoy',
        FREE: 'Gratis',
        EMPTY: 'No hay nada abierto en este momento.',
      },
    },
  },
  {
    resources: {
      productsopen: {
        name: 'Produto aberto |||| Aberto agora',
        fields: {
          title: 'Produto',
          type: 'Tipo',
          channelId: 'Canal',
          reasons: 'Aberto porque',
          reason: 'Aberto porque',
          sessionAt: 'Sessões de hoje (CET)',
          totalPrice: 'Preço',
          q: 'Pesquisar',
        },
      },
    },
    ADMIN: {
      PRODUCTS_OPEN: {
        INTRO:
          'Produtos em direto agora, com sessão hoje ou à venda neste momento, de todos os canais. Horas na hora da Europa Central (Madrid).',
        REASON: {
          live: 'Em direto',
          today: 'Sessão hoje',
          onSale: 'À venda',
        },
        LIVE: {
          broadcast: 'A transmitir agora',
          'fake-live': 'Falso direto a decorrer',
        },
        SESSION_TITLED: '%{time} · %{title}',
        NO_SESSION: 'Sem sessão hoje',
        FREE: 'Grátis',
        EMPTY: 'Não há nada aberto neste momento.',
      },
    },
  },
);

import type { Messages } from './messages.en';

const pt: Messages = {
  resources: {
    productsopen: {
      name: 'Produto aberto |||| Aberto agora',
      forcedCaseName: 'produto aberto |||| produtos abertos',
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
        'Produtos de todos os canais que estão em direto, têm uma sessão hoje ou estão à venda neste momento. As horas são da Europa Central (Madrid).',
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
};

export default pt;

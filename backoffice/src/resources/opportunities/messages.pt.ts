import type { Messages } from './messages.en';

const pt: Messages = {
  resources: {
    salesopportunity: {
      name: 'Oportunidade |||| Oportunidades',
      forcedCaseName: 'oportunidade |||| oportunidades',
      fields: {
        createdAt: 'Início da compra',
        product: 'Produto',
        productId: 'Produto',
        channelId: 'Canal',
        state: 'Estado',
        email: 'Comprador',
        amount: 'Montante',
        country: 'País',
        q: 'Pesquisar',
        from: 'De',
        to: 'Até',
      },
    },
  },
  ADMIN: {
    OPPORTUNITIES: {
      INTRO:
        'Pessoas que começaram a comprar um dos seus produtos e não pagaram. O email só aparece se aceitaram receber promoções.',
      STATE: {
        pending: 'A pagar agora',
        expired: 'Abandonada',
        failed: 'Pagamento falhado',
      },
      NO_CONSENT: 'Sem consentimento para promoções',
      NO_CONSENT_HELP: 'Este comprador não aceitou receber promoções: o email não é mostrado.',
      EMPTY: 'Ainda ninguém deixou uma compra por pagar.',
    },
    CODES_STATE: {
      REDEEMED_BY: 'Utilizado por %{who} em %{date}',
      LAST_BY: 'Última utilização: %{who}, em %{date}',
      PAYMENT_PENDING: 'pagamento pendente',
    },
  },
};

export default pt;

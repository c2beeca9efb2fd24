import { defineMessages } from '../../i18n/define';

/**
 * /account/salesopportunity (unpaid checkouts) and the redeemer of each code in /account/salescode
 * (ADMIN.CODES_STATE: the codes list's own strings live here, not in en/es/pt.ts).
 */
export const opportunitiesMessages = defineMessages(
  {
    resources: {
      salesopportunity: {
        name: 'Opportunity |||| Opportunities',
        fields: {
          createdAt: 'Checkout started',
          product: 'Product',
          productId: 'Product',
          channelId: 'Channel',
          state: 'State',
          email: 'Buyer',
          amount: 'Amount',
          country: 'Country',
          q: 'Search',
          from: 'From',
          to: 'Until',
        },
      },
    },
    ADMIN: {
      OPPORTUNITIES: {
        INTRO:
          'People who started buying one of your products and did not pay. Their email appears only when they accepted promotional emails.',
        STATE: {
          pending: 'Paying now',
          expired: 'Abandoned',
          failed: 'Payment failed',
        },
        NO_CONSENT: 'No consent to promotions',
        NO_CONSENT_HELP: 'This buyer did not accept promotional emails: their address is not shown.',
        EMPTY: 'Nobody has left a checkout unpaid with these filters.',
      },
      CODES_STATE: {
        REDEEMED_BY: 'Redeemed by %{who} on %{date}',
        LAST_BY: 'Last by %{who} on %{date}',
        PAYMENT_PENDING: 'payment pending',
      },
    },
  },
  {
    resources: {
      salesopportunity: {
        name: 'Oportunidad |||| Oportunidades',
        fields: {
          createdAt: 'Inicio de la compra',
          product: 'Producto',
          productId: 'Producto',
          channelId: 'Canal',
          state: 'Estado',
          email: 'Comprador',
          amount: 'Importe',
          country: 'País',
          q: 'Buscar',
          from: 'Desde',
          to: 'Hasta',
        },
      },
    },
    ADMIN: {
      OPPORTUNITIES: {
        INTRO:
          'Personas que empezaron a comprar uno de tus productos y no pagaron. Su correo solo aparece si aceptaron recibir promociones.',
        STATE: {
          pending: 'Pagando ahora',
          expired: 'Abandonada',
          failed: 'Pago fallido',
        },
        NO_CONSENT: 'Sin consentimiento para promociones',
        NO_CONSENT_HELP: 'Este comprador no aceptó recibir promociones: su correo no se muestra.',
        EMPTY: 'Nadie ha dejado una compra sin pagar con estos filtros.',
      },
      CODES_STATE: {
        REDEEMED_BY: 'Canjeado por %{who} el %{date}',
        LAST_BY: 'Último: %{who} el %{date}',
        PAYMENT_PENDING: 'pago pendiente',
      },
    },
  },
  {
    resources: {
      salesopportunity: {
        name: 'Oportunidade |||| Oportunidades',
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
        EMPTY: 'Ninguém deixou uma compra por pagar com estes filtros.',
      },
      CODES_STATE: {
        REDEEMED_BY: 'Resgatado por %{who} em %{date}',
        LAST_BY: 'Último: %{who} em %{date}',
        PAYMENT_PENDING: 'pagamento pendente',
      },
    },
  },
);

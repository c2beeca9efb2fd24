import type { Messages } from './messages.en';

const es: Messages = {
  resources: {
    salesopportunity: {
      name: 'Oportunidad |||| Oportunidades',
      forcedCaseName: 'oportunidad |||| oportunidades',
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
      EMPTY: 'Todavía nadie ha dejado una compra sin pagar.',
    },
    CODES_STATE: {
      REDEEMED_BY: 'Canjeado por %{who} el %{date}',
      LAST_BY: 'Último uso: %{who}, el %{date}',
      PAYMENT_PENDING: 'pago pendiente',
    },
  },
};

export default es;

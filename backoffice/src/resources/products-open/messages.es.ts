import type { Messages } from './messages.en';

const es: Messages = {
  resources: {
    productsopen: {
      name: 'Producto abierto |||| Abierto ahora',
      forcedCaseName: 'producto abierto |||| productos abiertos',
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
        'Productos de todos los canales que están en directo, tienen una sesión hoy o están a la venta en este momento. Las horas son de Europa central (Madrid).',
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
};

export default es;

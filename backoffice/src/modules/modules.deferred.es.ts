import type { DeferredMessages } from './modules.deferred.en';

const es: DeferredMessages = {
  ADMIN: {
    MODULES: {
      TITLE: 'Módulos',
      SUBTITLE:
        'Activa o desactiva los módulos opcionales de la plataforma. Los cambios se aplican al guardar.',
      SAVE: 'Guardar',
      UNSAVED: 'Tienes cambios sin guardar',
      ON: 'Activo',
      OFF: 'Inactivo',
      CONFIGURE: 'Configurar pagos',
      ITEMS: {
        advertising: {
          NAME: 'Publicidad',
          DESCRIPTION:
            'Banners publicitarios en el sitio: imágenes en hasta 6 columnas, cada una en una zona.',
        },
        openlab: {
          NAME: 'Laboratorio abierto',
          DESCRIPTION: 'Pruebas lean y encuestas con la comunidad, para probar ideas antes de producirlas.',
        },
        leads: {
          NAME: 'Leads',
          DESCRIPTION: 'Datos de contacto de visitantes interesados, para hacerles seguimiento.',
        },
        mediapay: {
          NAME: 'Pagos (MediaPay)',
          DESCRIPTION:
            'Pagos con tarjeta y TPV bancario, la suscripción a la plataforma, el contenido de pago y quién paga la tarifa de servicio.',
        },
        ideas: {
          NAME: 'Ideas',
          DESCRIPTION: 'Un espacio en el que la comunidad comparte ideas y las comenta.',
        },
        cognition: {
          NAME: 'Análisis de contenido',
          DESCRIPTION:
            'Idioma, palabras clave y legibilidad de cada texto, y el tono de lo que dijeron los espectadores.',
        },
      },
      MEDIA_PAY: {
        TITLE: 'Pagos (MediaPay)',
        SUBTITLE:
          'Proveedores de pago, la suscripción a la plataforma y las reglas de la tarifa. Las claves se guardan y no vuelven a mostrarse.',
        BACK: 'Volver a módulos',
        MODULE_OFF:
          'El módulo de pagos está desactivado: estos ajustes se conservan y se aplican cuando se active.',
        SAVE: 'Guardar pagos',
        SECTIONS: {
          CURRENCY: 'Moneda',
          STRIPE: 'Proveedor de tarjetas (Stripe)',
          POS: 'TPV bancario (Redsys)',
          SUBSCRIPTION: 'Suscripción a la plataforma',
          CONTENT: 'Canales y contenido',
          FEE: 'Tarifa de servicio por entrada',
        },
        FIELDS: {
          currencyCode: 'Código de moneda',
          currencyCodeHelp: 'Tres letras mayúsculas (ISO 4217), p. ej. EUR.',
          currencySymbol: 'Símbolo de la moneda',
          active: 'Activo',
          stripeActiveHelp: 'El pago ofrece tarjeta cuando la clave pública y la secreta están puestas.',
          publicKey: 'Clave pública',
          secretKey: 'Clave secreta',
          signingSecret: 'Secreto de firma de webhooks',
          posActiveHelp:
            'El pago ofrece el TPV cuando su dirección, el código de comercio y la clave están puestos.',
          url: 'Dirección del TPV (URL)',
          merchantKey: 'Clave de comercio',
          merchantCode: 'Código de comercio (FUC)',
          terminal: 'Terminal',
          posCurrency: 'Moneda (código numérico)',
          posCurrencyHelp: 'Tres cifras (ISO 4217), p. ej. 978 para el euro.',
          subscriptionActive: 'Los organizadores pagan una suscripción a la plataforma',
          period: 'Cobro',
          price: 'Precio (€)',
          subscriptionChannels: 'Los organizadores pueden vender suscripciones mensuales a sus canales',
          subscriptionChannelsHelp: 'Desactivado: ningún canal ofrece suscripción, aunque la tenga activada.',
          paidContent: 'Los organizadores pueden vender contenido de pago',
          paidContentHelp: 'Desactivado: los productos solo pueden ser gratuitos.',
        },
        PERIOD: {
          monthly: 'Mensual',
          annual: 'Anual',
          single: 'Pago único',
        },
        FEE: {
          LEGEND: 'Quién paga los %{fee} de cada entrada de pago',
          HELP: 'La plataforma se queda el 9 % de cada venta más %{fee} por entrada de pago; las entradas gratuitas no llevan tarifa.',
          buyer: 'El comprador, además del precio',
          organizer: 'El organizador, del precio',
          EXAMPLE_buyer:
            'Una entrada de %{price}: el comprador paga %{total} y el organizador recibe %{organizer}.',
          EXAMPLE_organizer:
            'Una entrada de %{price}: el comprador paga %{total} y el organizador recibe %{organizer}.',
        },
        SECRET: {
          SET: 'Guardada',
          NOT_SET: 'No guardada',
          SET_HELP: 'Guardada y nunca mostrada. Se conserva salvo que la sustituyas o la quites.',
          NOT_SET_HELP: 'Todavía no está guardada.',
          REPLACE: 'Sustituir',
          ADD: 'Añadir',
          REMOVE: 'Quitar',
          KEEP: 'Conservar la actual',
          NEW: '%{name}: valor nuevo',
          NEW_HELP: 'Se guarda al guardar la página; no volverá a mostrarse.',
          WILL_REMOVE: 'Se quitará al guardar.',
          UNDO: 'Deshacer',
        },
        INCOMPLETE: 'Activo pero incompleto: el pago no lo ofrecerá hasta que se complete: %{fields}.',
        INVALID: {
          currencyCode: 'Tres letras mayúsculas, p. ej. EUR.',
          posCurrency: 'Tres cifras, p. ej. 978.',
          url: 'Una dirección que empiece por https://',
        },
      },
    },
  },
};

export default es;

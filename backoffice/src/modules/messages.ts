import type { BUNDLE_LABELLED_MAIL_TYPES } from '../../../api/src/shared/mail-types.ts';
import { defineMessages } from '../i18n/define';

/**
 * The admin's modules (spec 2: /manage/modules and /manage/modules/media-pay), the channel review extras
 * (a reason to send a channel back, the ban confirmation, the organizer column) and the confirmation
 * before blocking a user (issue 10).
 */
const en = {
  ADMIN: {
    MODULES: {
      MENU: 'Modules',
      TITLE: 'Modules',
      SUBTITLE: 'Switch the optional modules of the platform on or off. Changes apply after saving.',
      SAVE: 'Save',
      UNSAVED: 'You have unsaved changes',
      ON: 'On',
      OFF: 'Off',
      CONFIGURE: 'Configure payments',
      ITEMS: {
        advertising: {
          NAME: 'Advertising',
          DESCRIPTION: 'Advertising banners on the site: images in up to 6 columns, each in a display area.',
        },
        openlab: {
          NAME: 'Open lab',
          DESCRIPTION: 'Lean tests and surveys with the community, to try ideas before producing them.',
        },
        leads: {
          NAME: 'Leads',
          DESCRIPTION: 'Contact details of interested visitors, to follow them up.',
        },
        mediapay: {
          NAME: 'Payments (MediaPay)',
          DESCRIPTION:
            'Card and bank POS payments, the platform subscription, paid content and who pays the service fee.',
        },
        ideas: {
          NAME: 'Ideas',
          DESCRIPTION: 'A space where the community shares ideas and comments on them.',
        },
        cognition: {
          NAME: 'Cognition',
          DESCRIPTION: 'AI analysis of the content: topics, summaries and tags suggested for each product.',
        },
      },
      MEDIA_PAY: {
        TITLE: 'Payments (MediaPay)',
        SUBTITLE:
          'Payment providers, the platform subscription and the fee rules. Keys are stored and never shown again.',
        BACK: 'Back to modules',
        MODULE_OFF: 'The payments module is off: these settings are kept, and apply when it is switched on.',
        SAVE: 'Save payments',
        SECTIONS: {
          CURRENCY: 'Currency',
          STRIPE: 'Card provider (Stripe)',
          POS: 'Bank POS (Redsys)',
          SUBSCRIPTION: 'Platform subscription',
          CONTENT: 'Channels and content',
          FEE: 'Service fee per ticket',
        },
        FIELDS: {
          currencyCode: 'Currency code',
          currencyCodeHelp: 'Three capital letters (ISO 4217), e.g. EUR.',
          currencySymbol: 'Currency symbol',
          active: 'Active',
          stripeActiveHelp: 'Checkout offers card payment once the public and secret keys are set.',
          publicKey: 'Public key',
          secretKey: 'Secret key',
          signingSecret: 'Webhook signing secret',
          posActiveHelp: 'Checkout offers the bank POS once its address, merchant code and key are set.',
          url: 'POS address (URL)',
          merchantKey: 'Merchant key',
          merchantCode: 'Merchant code (FUC)',
          terminal: 'Terminal',
          posCurrency: 'Currency (numeric code)',
          posCurrencyHelp: 'Three digits (ISO 4217), e.g. 978 for the euro.',
          subscriptionActive: 'Organizers pay a platform subscription',
          period: 'Billing',
          price: 'Price (€)',
          subscriptionChannels: 'Organizers may sell monthly channel subscriptions',
          subscriptionChannelsHelp: 'Off: no channel offers a subscription, whatever its own setting.',
          paidContent: 'Organizers may sell paid content',
          paidContentHelp: 'Off: products can only be free.',
        },
        PERIOD: {
          monthly: 'Monthly',
          annual: 'Annual',
          single: 'Single payment',
        },
        FEE: {
          LEGEND: 'Who pays the %{fee} of each paid ticket',
          HELP: 'The platform keeps 9% of each sale plus %{fee} per paid ticket; free tickets carry no fee.',
          buyer: 'The buyer, on top of the price',
          organizer: 'The organizer, out of the price',
          EXAMPLE_buyer: 'A %{price} ticket: the buyer pays %{total}, the organizer receives %{organizer}.',
          EXAMPLE_organizer:
            'A %{price} ticket: the buyer pays %{total}, the organizer receives %{organizer}.',
        },
        SECRET: {
          SET: 'Set',
          NOT_SET: 'Not set',
          SET_HELP: 'Stored and never shown. It is kept unless you replace or remove it.',
          NOT_SET_HELP: 'Not stored yet.',
          REPLACE: 'Replace',
          ADD: 'Add',
          REMOVE: 'Remove',
          KEEP: 'Keep the current one',
          NEW: '%{name}: new value',
          NEW_HELP: 'Saved when you save the page; it will not be shown again.',
          WILL_REMOVE: 'It will be removed when you save.',
          UNDO: 'Undo',
        },
        INCOMPLETE: 'Active but incomplete: set %{fields} or checkout will not offer it.',
        INVALID: {
          currencyCode: 'Three capital letters, e.g. EUR.',
          posCurrency: 'Three digits, e.g. 978.',
          url: 'An address starting with https://',
        },
      },
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizer',
      SEND_BACK_TITLE: 'Send “%{title}” back to draft?',
      SEND_BACK_CONTENT:
        'Its organizer gets your reason by email and reads it on the channel. Say what has to change before it can be published.',
      REASON: 'Reason for the organizer',
      REASON_HELP: 'Up to 1000 characters.',
      SEND_BACK: 'Send back to draft',
      SENT_BACK: 'The channel is a draft again; its organizer has been emailed the reason',
      BAN_TITLE: 'Ban “%{title}”?',
      BAN_CONTENT:
        'The channel and its products stop being shown and sold at once. You can lift the ban later by sending it back to draft.',
      BAN: 'Ban the channel',
      RETURNED_OWNER: 'The Platea team sent this channel back to draft on %{date}. What to change:',
      RETURNED_ADMIN: 'Sent back to its organizer on %{date} with this reason:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: 'Block %{email}?',
      BLOCK_CONTENT:
        'They are signed out at once everywhere and cannot sign in until you unblock them. When they try, they are told that their account is blocked.',
    },
    EMAILS: {
      TYPES: {
        channelReturned: 'Channel sent back to draft',
      },
    },
  },
};

const es = {
  ADMIN: {
    MODULES: {
      MENU: 'Módulos',
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
          NAME: 'Open lab',
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
          NAME: 'Cognition',
          DESCRIPTION:
            'Análisis del contenido con IA: temas, resúmenes y etiquetas sugeridas para cada producto.',
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
        INCOMPLETE: 'Activo pero incompleto: falta %{fields} o el pago no lo ofrecerá.',
        INVALID: {
          currencyCode: 'Tres letras mayúsculas, p. ej. EUR.',
          posCurrency: 'Tres cifras, p. ej. 978.',
          url: 'Una dirección que empiece por https://',
        },
      },
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizador',
      SEND_BACK_TITLE: '¿Devolver «%{title}» a borrador?',
      SEND_BACK_CONTENT:
        'Su organizador recibe el motivo por correo y lo lee en el canal. Explica qué tiene que cambiar para poder publicarlo.',
      REASON: 'Motivo para el organizador',
      REASON_HELP: 'Hasta 1000 caracteres.',
      SEND_BACK: 'Devolver a borrador',
      SENT_BACK: 'El canal vuelve a ser un borrador; se ha enviado el motivo a su organizador',
      BAN_TITLE: '¿Vetar «%{title}»?',
      BAN_CONTENT:
        'El canal y sus productos dejan de mostrarse y venderse en el acto. Puedes levantar el veto más tarde devolviéndolo a borrador.',
      BAN: 'Vetar el canal',
      RETURNED_OWNER: 'El equipo de Platea devolvió este canal a borrador el %{date}. Qué hay que cambiar:',
      RETURNED_ADMIN: 'Devuelto a su organizador el %{date} con este motivo:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: '¿Bloquear a %{email}?',
      BLOCK_CONTENT:
        'Se cierran en el acto todas sus sesiones y no podrá entrar hasta que lo desbloquees. Si lo intenta, se le dirá que su cuenta está bloqueada.',
    },
    EMAILS: {
      TYPES: {
        channelReturned: 'Canal devuelto a borrador',
      },
    },
  },
};

const pt = {
  ADMIN: {
    MODULES: {
      MENU: 'Módulos',
      TITLE: 'Módulos',
      SUBTITLE: 'Ative ou desative os módulos opcionais da plataforma. As alterações aplicam-se ao guardar.',
      SAVE: 'Guardar',
      UNSAVED: 'Tem alterações por guardar',
      ON: 'Ativo',
      OFF: 'Inativo',
      CONFIGURE: 'Configurar pagamentos',
      ITEMS: {
        advertising: {
          NAME: 'Publicidade',
          DESCRIPTION: 'Banners publicitários no site: imagens em até 6 colunas, cada uma numa zona.',
        },
        openlab: {
          NAME: 'Open lab',
          DESCRIPTION:
            'Testes lean e inquéritos com a comunidade, para experimentar ideias antes de as produzir.',
        },
        leads: {
          NAME: 'Leads',
          DESCRIPTION: 'Contactos de visitantes interessados, para lhes dar seguimento.',
        },
        mediapay: {
          NAME: 'Pagamentos (MediaPay)',
          DESCRIPTION:
            'Pagamentos com cartão e TPA bancário, a subscrição da plataforma, o conteúdo pago e quem paga a taxa de serviço.',
        },
        ideas: {
          NAME: 'Ideias',
          DESCRIPTION: 'Um espaço onde a comunidade partilha ideias e as comenta.',
        },
        cognition: {
          NAME: 'Cognition',
          DESCRIPTION: 'Análise do conteúdo com IA: temas, resumos e etiquetas sugeridas para cada produto.',
        },
      },
      MEDIA_PAY: {
        TITLE: 'Pagamentos (MediaPay)',
        SUBTITLE:
          'Fornecedores de pagamento, a subscrição da plataforma e as regras da taxa. As chaves são guardadas e não voltam a ser mostradas.',
        BACK: 'Voltar aos módulos',
        MODULE_OFF:
          'O módulo de pagamentos está desativado: estas definições mantêm-se e aplicam-se quando for ativado.',
        SAVE: 'Guardar pagamentos',
        SECTIONS: {
          CURRENCY: 'Moeda',
          STRIPE: 'Fornecedor de cartões (Stripe)',
          POS: 'TPA bancário (Redsys)',
          SUBSCRIPTION: 'Subscrição da plataforma',
          CONTENT: 'Canais e conteúdo',
          FEE: 'Taxa de serviço por bilhete',
        },
        FIELDS: {
          currencyCode: 'Código da moeda',
          currencyCodeHelp: 'Três letras maiúsculas (ISO 4217), p. ex. EUR.',
          currencySymbol: 'Símbolo da moeda',
          active: 'Ativo',
          stripeActiveHelp: 'O pagamento oferece cartão quando a chave pública e a secreta estão definidas.',
          publicKey: 'Chave pública',
          secretKey: 'Chave secreta',
          signingSecret: 'Segredo de assinatura dos webhooks',
          posActiveHelp:
            'O pagamento oferece o TPA quando o endereço, o código de comerciante e a chave estão definidos.',
          url: 'Endereço do TPA (URL)',
          merchantKey: 'Chave de comerciante',
          merchantCode: 'Código de comerciante (FUC)',
          terminal: 'Terminal',
          posCurrency: 'Moeda (código numérico)',
          posCurrencyHelp: 'Três algarismos (ISO 4217), p. ex. 978 para o euro.',
          subscriptionActive: 'Os organizadores pagam uma subscrição da plataforma',
          period: 'Cobrança',
          price: 'Preço (€)',
          subscriptionChannels: 'Os organizadores podem vender subscrições mensais dos seus canais',
          subscriptionChannelsHelp: 'Desativado: nenhum canal oferece subscrição, mesmo que a tenha ativada.',
          paidContent: 'Os organizadores podem vender conteúdo pago',
          paidContentHelp: 'Desativado: os produtos só podem ser gratuitos.',
        },
        PERIOD: {
          monthly: 'Mensal',
          annual: 'Anual',
          single: 'Pagamento único',
        },
        FEE: {
          LEGEND: 'Quem paga os %{fee} de cada bilhete pago',
          HELP: 'A plataforma fica com 9 % de cada venda mais %{fee} por bilhete pago; os bilhetes gratuitos não têm taxa.',
          buyer: 'O comprador, além do preço',
          organizer: 'O organizador, do preço',
          EXAMPLE_buyer:
            'Um bilhete de %{price}: o comprador paga %{total} e o organizador recebe %{organizer}.',
          EXAMPLE_organizer:
            'Um bilhete de %{price}: o comprador paga %{total} e o organizador recebe %{organizer}.',
        },
        SECRET: {
          SET: 'Guardada',
          NOT_SET: 'Não guardada',
          SET_HELP: 'Guardada e nunca mostrada. Mantém-se a não ser que a substitua ou a remova.',
          NOT_SET_HELP: 'Ainda não está guardada.',
          REPLACE: 'Substituir',
          ADD: 'Adicionar',
          REMOVE: 'Remover',
          KEEP: 'Manter a atual',
          NEW: '%{name}: novo valor',
          NEW_HELP: 'É guardada ao guardar a página; não voltará a ser mostrada.',
          WILL_REMOVE: 'Será removida ao guardar.',
          UNDO: 'Anular',
        },
        INCOMPLETE: 'Ativo mas incompleto: falta %{fields} ou o pagamento não o vai oferecer.',
        INVALID: {
          currencyCode: 'Três letras maiúsculas, p. ex. EUR.',
          posCurrency: 'Três algarismos, p. ex. 978.',
          url: 'Um endereço que comece por https://',
        },
      },
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizador',
      SEND_BACK_TITLE: 'Devolver «%{title}» a rascunho?',
      SEND_BACK_CONTENT:
        'O organizador recebe o motivo por email e lê-o no canal. Explique o que tem de mudar para o poder publicar.',
      REASON: 'Motivo para o organizador',
      REASON_HELP: 'Até 1000 caracteres.',
      SEND_BACK: 'Devolver a rascunho',
      SENT_BACK: 'O canal voltou a ser um rascunho; o motivo foi enviado ao organizador',
      BAN_TITLE: 'Banir «%{title}»?',
      BAN_CONTENT:
        'O canal e os seus produtos deixam de ser mostrados e vendidos de imediato. Pode levantar o banimento mais tarde devolvendo-o a rascunho.',
      BAN: 'Banir o canal',
      RETURNED_OWNER: 'A equipa da Platea devolveu este canal a rascunho em %{date}. O que mudar:',
      RETURNED_ADMIN: 'Devolvido ao organizador em %{date} com este motivo:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: 'Bloquear %{email}?',
      BLOCK_CONTENT:
        'Todas as sessões são terminadas de imediato e não poderá entrar até o desbloquear. Se tentar, será informado de que a conta está bloqueada.',
    },
    EMAILS: {
      TYPES: {
        channelReturned: 'Canal devolvido a rascunho',
      },
    },
  },
};

// Every email kind labelled here rather than in en.ts has its label (api/src/shared/mail-types.ts).
const bundleLabelled: Record<(typeof BUNDLE_LABELLED_MAIL_TYPES)[number], string> = en.ADMIN.EMAILS.TYPES;
void bundleLabelled;

export const modulesMessages = defineMessages(en, es, pt);

import type { DeferredMessages } from './modules.deferred.en';

const pt: DeferredMessages = {
  ADMIN: {
    MODULES: {
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
          NAME: 'Laboratório aberto',
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
          NAME: 'Análise de conteúdo',
          DESCRIPTION:
            'Língua, palavras-chave e legibilidade de cada texto, e o tom do que disseram os espectadores.',
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
        INCOMPLETE: 'Ativo mas incompleto: o pagamento não o vai oferecer até que se defina: %{fields}.',
        INVALID: {
          currencyCode: 'Três letras maiúsculas, p. ex. EUR.',
          posCurrency: 'Três algarismos, p. ex. 978.',
          url: 'Um endereço que comece por https://',
        },
      },
    },
  },
};

export default pt;

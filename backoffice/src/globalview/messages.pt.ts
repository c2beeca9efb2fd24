import type { Messages } from './messages.en';

const pt: Messages = {
  ADMIN: {
    DASHBOARD: {
      PERIOD: 'Últimos %{days} dias, desde %{date}',
      ACTIVITY: 'A sua atividade',
      ACTIVITY_ERROR: 'Não foi possível carregar a sua atividade',
      COUNTS: {
        newChannels: 'Canais novos',
        newProducts: 'Produtos novos',
        ticketsSold: 'Bilhetes vendidos',
        codes: 'Códigos de acesso criados',
        opportunities: 'Oportunidades',
      },
      COUNTS_HELP: {
        newChannels: 'Ver os seus canais',
        newProducts: 'Ver os seus produtos',
        ticketsSold: 'Ver as vendas',
        codes: 'Ver os seus códigos',
        opportunities: 'Compras iniciadas e não pagas',
      },
      CHANNELS: {
        TITLE: 'Os seus canais',
        EMPTY: 'Ainda não tem canais.',
        CREATE: 'Criar um canal',
        ALL: 'Todos os seus canais',
        COL_TITLE: 'Canal',
        COL_STATUS: 'Estado',
        COL_PRODUCTS: 'Produtos',
        COL_CREATED: 'Criado',
      },
      PRODUCTS: {
        CREATE: 'Criar um produto',
        COL_TITLE: 'Produto',
        COL_TYPE: 'Tipo',
        COL_CHANNEL: 'Canal',
        COL_STATUS: 'Estado',
        COL_TICKETS: 'Bilhetes',
      },
      SHOWING: 'Os %{shown} mais recentes de %{total}.',
      NOTIFICATIONS: {
        TITLE: 'Notificações',
        HINT: 'Clique numa notificação para a remover.',
        EMPTY:
          'Sem notificações. Aqui verá novidades das suas vendas, dos seus canais e mensagens da equipa.',
        REMOVE: 'remover',
        REMOVED: 'Notificação removida',
        REMOVE_ERROR: 'Não foi possível remover a notificação',
        LOAD_ERROR: 'Não foi possível carregar as suas notificações',
        MORE: 'Ver notificações anteriores',
      },
      TUTORIALS: {
        TITLE: 'Tutoriais',
        INTRO: 'Guias do centro de ajuda para tirar o máximo partido da Platea.',
        basics: {
          TITLE: 'O básico',
          TEXT: 'A sua conta, idiomas, preços e como funciona a compra de um bilhete.',
        },
        organizers: {
          TITLE: 'Para organizadores',
          TEXT: 'Canais, produtos, pagamentos, comissões e a revisão da equipa.',
        },
        'about-products': {
          TITLE: 'Sobre os produtos',
          TEXT: 'Diretos e aluguer de vídeo: tempos de visualização, sessões e códigos.',
        },
        player: {
          TITLE: 'O leitor',
          TEXT: 'Qualidades de 360p a 1080p e a ligação de que cada uma precisa.',
        },
        legal: {
          TITLE: 'Legal',
          TEXT: 'Reembolsos, cancelamentos e quem suporta cada custo.',
        },
      },
      SHARE: {
        TITLE: 'Partilhe o seu perfil',
        WHAT: 'O que partilhar',
        PROFILE: 'O seu perfil público',
        CHANNEL: 'Canal: %{title}',
        LINK: 'Ligação',
        COPY: 'Copiar ligação',
        COPIED: 'Ligação copiada para a área de transferência',
        COPY_FAILED: 'Não foi possível copiar a ligação: selecione-a e copie-a à mão',
        NETWORKS: 'Partilhar em',
        ON: 'Partilhar em %{network} (abre num novo separador)',
        EMAIL: 'Enviar por email',
        MESSAGE: 'Veja isto na Platea',
        HIDDEN: 'O seu perfil não é público: quem abrir a ligação lerá que não é público.',
        MAKE_PUBLIC: 'Torná-lo público',
      },
      MARKETPLACE: {
        TITLE: 'Marketplace',
        TEXT: 'Os perfis dos seus canais no marketplace.',
        OPEN: '%{title} no marketplace (abre num novo separador)',
        NONE: 'Nenhum dos seus canais tem ainda perfil no marketplace.',
        ADD: 'Adicione o endereço a %{title}',
        NO_CHANNEL: 'Crie primeiro um canal: o perfil no marketplace é um dos seus dados.',
      },
      MEETS: {
        TITLE: 'Reuniões',
        EMPTY:
          'Ainda não tem reuniões. Um produto do tipo reunião dá-lhe uma sala de vídeo para até 70 pessoas.',
        NEXT: 'Próxima: %{date}',
        ENTER: 'Entrar',
        ENTER_LABEL: 'Entrar em %{title} como anfitrião, em uma nova aba',
        ENTER_ERROR: 'Não foi possível entrar na sala. Tente de novo em um instante.',
        STATUS: {
          none: 'Por iniciar',
          idle: 'Pronta',
          live: 'Em direto',
          ended: 'Terminada',
        },
      },
      TOUR: {
        LABEL: 'Guia',
        STEP: 'Passo %{n} de %{total}',
        NEXT: 'Seguinte',
        BACK: 'Anterior',
        DISMISS: 'Ocultar este guia',
        CHANNEL: {
          TITLE: 'Crie o seu primeiro canal',
          INTRO: 'Tudo o que vende vive num canal. Três passos e está pronto:',
          STEP1_TITLE: 'Descreva o seu canal',
          STEP1_TEXT:
            'Um título, uma descrição de até 400 caracteres, o seu logótipo e uma imagem de capa: é o seu palco na Platea.',
          STEP2_TITLE: 'Adicione os dados de faturação',
          STEP2_TEXT:
            'NIF, morada e o IBAN onde recebe as suas vendas, nos primeiros dias do mês seguinte a cada evento.',
          STEP3_TITLE: 'Peça a publicação',
          STEP3_TEXT:
            'A equipa revê o seu canal em menos de 24 horas e avisa-o por email quando estiver publicado. Entretanto, pode preparar produtos.',
          CTA: 'Criar o meu canal',
        },
        PRODUCT: {
          TITLE: 'Crie o seu primeiro produto',
          INTRO: 'O seu canal está pronto para o primeiro espetáculo, curso ou vídeo:',
          STEP1_TITLE: 'Escolha o tipo',
          STEP1_TEXT:
            'Vídeo a pedido, transmissão em direto, podcast, curso, reunião e mais. O tipo não pode mudar depois de publicado.',
          STEP2_TITLE: 'Defina o preço e as datas',
          STEP2_TEXT:
            'Pago ou gratuito, sessões e datas de venda. Recebe 91 % de cada bilhete (comissão: 9 % mais 0,45 €).',
          STEP3_TITLE: 'Publique-o',
          STEP3_TEXT:
            'Para publicar precisa de um canal aprovado pela equipa. Um produto privado só é acessível com códigos de acesso.',
          CTA: 'Criar o meu primeiro produto',
        },
      },
    },
  },
};

export default pt;

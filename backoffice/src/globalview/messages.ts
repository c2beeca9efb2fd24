import { defineMessages } from '../i18n/define';

/** The organizer's global view (spec 2): counts, tables, notifications, tutorials, sharing, tours. */
export const globalViewMessages = defineMessages(
  {
    ADMIN: {
      DASHBOARD: {
        PERIOD: 'Last %{days} days, since %{date}',
        ACTIVITY: 'Your activity',
        ACTIVITY_ERROR: 'Your activity could not be loaded',
        COUNTS: {
          newChannels: 'New channels',
          newProducts: 'New products',
          ticketsSold: 'Tickets sold',
          codes: 'Access codes created',
          opportunities: 'Opportunities',
        },
        COUNTS_HELP: {
          newChannels: 'See your channels',
          newProducts: 'See your products',
          ticketsSold: 'See the sales',
          codes: 'See your codes',
          opportunities: 'Checkouts started and not paid',
        },
        CHANNELS: {
          TITLE: 'Your channels',
          EMPTY: 'You have no channels yet.',
          CREATE: 'Create a channel',
          ALL: 'All your channels',
          COL_TITLE: 'Channel',
          COL_STATUS: 'Status',
          COL_PRODUCTS: 'Products',
          COL_CREATED: 'Created',
        },
        PRODUCTS: {
          CREATE: 'Create a product',
          COL_TITLE: 'Product',
          COL_TYPE: 'Type',
          COL_CHANNEL: 'Channel',
          COL_STATUS: 'Status',
          COL_TICKETS: 'Tickets',
        },
        SHOWING: 'The %{shown} newest of %{total}.',
        NOTIFICATIONS: {
          TITLE: 'Notifications',
          HINT: 'Click a notification to remove it.',
          EMPTY:
            'No notifications. News about your sales, channels and messages from the team will appear here.',
          REMOVE: 'remove',
          REMOVED: 'Notification removed',
          REMOVE_ERROR: 'The notification could not be removed',
          LOAD_ERROR: 'Your notifications could not be loaded',
          MORE: 'Show older notifications',
        },
        TUTORIALS: {
          TITLE: 'Tutorials',
          INTRO: 'Guides from the help centre to get the most out of Platea.',
          basics: { TITLE: 'Basics', TEXT: 'Your account, languages, prices and how buying a ticket works.' },
          organizers: {
            TITLE: 'For organizers',
            TEXT: 'Channels, products, payouts, fees and the review by the team.',
          },
          'about-products': {
            TITLE: 'About products',
            TEXT: 'Live shows and video rental: viewing times, sessions and codes.',
          },
          player: {
            TITLE: 'The player',
            TEXT: 'Qualities from 360p to 1080p and the connection each one needs.',
          },
          legal: { TITLE: 'Legal', TEXT: 'Refunds, cancellations and who bears each cost.' },
        },
        SHARE: {
          TITLE: 'Share your profile',
          WHAT: 'What to share',
          PROFILE: 'Your public profile',
          CHANNEL: 'Channel: %{title}',
          LINK: 'Link',
          COPY: 'Copy link',
          COPIED: 'Link copied to the clipboard',
          COPY_FAILED: 'The link could not be copied: select it and copy it by hand',
          NETWORKS: 'Share on',
          ON: 'Share on %{network} (opens in a new tab)',
          EMAIL: 'Send by email',
          MESSAGE: 'Take a look at this on Platea',
          HIDDEN: 'Your profile is not public: visitors who open the link will read that it is not public.',
          MAKE_PUBLIC: 'Make it public',
        },
        MARKETPLACE: {
          TITLE: 'Marketplace',
          TEXT: 'Your channels’ profiles in the marketplace.',
          OPEN: '%{title} in the marketplace (opens in a new tab)',
          NONE: 'None of your channels has a marketplace profile yet.',
          ADD: 'Add its address to %{title}',
          NO_CHANNEL: 'Create a channel first: its marketplace profile is one of its details.',
        },
        MEETS: {
          TITLE: 'Meets',
          EMPTY: 'You have no meets yet. A product of type meet gives you a video room for up to 70 people.',
          STATUS: {
            none: 'Not started yet',
            idle: 'Ready',
            live: 'Live now',
            ended: 'Ended',
          },
        },
        TOUR: {
          LABEL: 'Guide',
          STEP: 'Step %{n} of %{total}',
          NEXT: 'Next',
          BACK: 'Back',
          DISMISS: 'Hide this guide',
          CHANNEL: {
            TITLE: 'Create your first channel',
            INTRO: 'Everything you sell lives in a channel. Three steps and you are ready:',
            STEP1_TITLE: 'Describe your channel',
            STEP1_TEXT:
              'A title, a description of up to 400 characters, your logo and a cover image: this is your stage on Platea.',
            STEP2_TITLE: 'Add your billing details',
            STEP2_TEXT:
              'Tax id, address and the IBAN where your sales are paid, in the first days of the month after each event.',
            STEP3_TITLE: 'Ask for publication',
            STEP3_TEXT:
              'The team reviews your channel within 24 hours and emails you when it is published. You can prepare products meanwhile.',
            CTA: 'Create my channel',
          },
          PRODUCT: {
            TITLE: 'Create your first product',
            INTRO: 'Your channel is ready for its first show, course or video:',
            STEP1_TITLE: 'Choose the type',
            STEP1_TEXT:
              'Video on demand, live broadcast, podcast, course, meet and more. The type cannot change once published.',
            STEP2_TITLE: 'Set the price and dates',
            STEP2_TEXT:
              'Paid or free, sessions and sale dates. You receive 91% of each ticket (fee: 9% plus €0.45).',
            STEP3_TITLE: 'Publish it',
            STEP3_TEXT:
              'Publishing needs a channel approved by the team. A private product is reached only with access codes.',
            CTA: 'Create my first product',
          },
        },
      },
    },
  },
  {
    ADMIN: {
      DASHBOARD: {
        PERIOD: 'Últimos %{days} días, desde el %{date}',
        ACTIVITY: 'Tu actividad',
        ACTIVITY_ERROR: 'No se pudo cargar tu actividad',
        COUNTS: {
          newChannels: 'Canales nuevos',
          newProducts: 'Productos nuevos',
          ticketsSold: 'Entradas vendidas',
          codes: 'Códigos de acceso creados',
          opportunities: 'Oportunidades',
        },
        COUNTS_HELP: {
          newChannels: 'Ver tus canales',
          newProducts: 'Ver tus productos',
          ticketsSold: 'Ver las ventas',
          codes: 'Ver tus códigos',
          opportunities: 'Compras empezadas y no pagadas',
        },
        CHANNELS: {
          TITLE: 'Tus canales',
          EMPTY: 'Aún no tienes canales.',
          CREATE: 'Crear un canal',
          ALL: 'Todos tus canales',
          COL_TITLE: 'Canal',
          COL_STATUS: 'Estado',
          COL_PRODUCTS: 'Productos',
          COL_CREATED: 'Creado',
        },
        PRODUCTS: {
          CREATE: 'Crear un producto',
          COL_TITLE: 'Producto',
          COL_TYPE: 'Tipo',
          COL_CHANNEL: 'Canal',
          COL_STATUS: 'Estado',
          COL_TICKETS: 'Entradas',
        },
        SHOWING: 'Los %{shown} más recientes de %{total}.',
        NOTIFICATIONS: {
          TITLE: 'Notificaciones',
          HINT: 'Haz clic en una notificación para quitarla.',
          EMPTY:
            'No hay notificaciones. Aquí verás novedades de tus ventas, tus canales y mensajes del equipo.',
          REMOVE: 'quitar',
          REMOVED: 'Notificación quitada',
          REMOVE_ERROR: 'No se pudo quitar la notificación',
          LOAD_ERROR: 'No se pudieron cargar tus notificaciones',
          MORE: 'Ver notificaciones anteriores',
        },
        TUTORIALS: {
          TITLE: 'Tutoriales',
          INTRO: 'Guías del centro de ayuda para sacar todo el partido a Platea.',
          basics: {
            TITLE: 'Lo básico',
            TEXT: 'Tu cuenta, idiomas, precios y cómo funciona la compra de una entrada.',
          },
          organizers: {
            TITLE: 'Para organizadores',
            TEXT: 'Canales, productos, pagos, comisiones y la revisión del equipo.',
          },
          'about-products': {
            TITLE: 'Sobre los productos',
            TEXT: 'Directos y alquiler de vídeo: tiempos de visionado, sesiones y códigos.',
          },
          player: {
            TITLE: 'El reproductor',
            TEXT: 'Calidades de 360p a 1080p y la conexión que necesita cada una.',
          },
          legal: { TITLE: 'Legal', TEXT: 'Reembolsos, cancelaciones y quién asume cada coste.' },
        },
        SHARE: {
          TITLE: 'Comparte tu perfil',
          WHAT: 'Qué compartir',
          PROFILE: 'Tu perfil público',
          CHANNEL: 'Canal: %{title}',
          LINK: 'Enlace',
          COPY: 'Copiar enlace',
          COPIED: 'Enlace copiado al portapapeles',
          COPY_FAILED: 'No se pudo copiar el enlace: selecciónalo y cópialo a mano',
          NETWORKS: 'Compartir en',
          ON: 'Compartir en %{network} (se abre en una pestaña nueva)',
          EMAIL: 'Enviar por correo',
          MESSAGE: 'Mira esto en Platea',
          HIDDEN: 'Tu perfil no es público: quien abra el enlace leerá que no es público.',
          MAKE_PUBLIC: 'Hacerlo público',
        },
        MARKETPLACE: {
          TITLE: 'Marketplace',
          TEXT: 'Los perfiles de tus canales en el marketplace.',
          OPEN: '%{title} en el marketplace (se abre en una pestaña nueva)',
          NONE: 'Ninguno de tus canales tiene aún perfil en el marketplace.',
          ADD: 'Añade su dirección a %{title}',
          NO_CHANNEL: 'Crea antes un canal: su perfil en el marketplace es uno de sus datos.',
        },
        MEETS: {
          TITLE: 'Reuniones',
          EMPTY:
            'Aún no tienes reuniones. Un producto de tipo reunión te da una sala de vídeo para hasta 70 personas.',
          STATUS: {
            none: 'Sin empezar',
            idle: 'Lista',
            live: 'En directo',
            ended: 'Terminada',
          },
        },
        TOUR: {
          LABEL: 'Guía',
          STEP: 'Paso %{n} de %{total}',
          NEXT: 'Siguiente',
          BACK: 'Atrás',
          DISMISS: 'Ocultar esta guía',
          CHANNEL: {
            TITLE: 'Crea tu primer canal',
            INTRO: 'Todo lo que vendes vive en un canal. Tres pasos y estarás listo:',
            STEP1_TITLE: 'Describe tu canal',
            STEP1_TEXT:
              'Un título, una descripción de hasta 400 caracteres, tu logo y una imagen de portada: es tu escenario en Platea.',
            STEP2_TITLE: 'Añade tus datos de facturación',
            STEP2_TEXT:
              'NIF o CIF, dirección y el IBAN donde cobras tus ventas, los primeros días del mes siguiente a cada evento.',
            STEP3_TITLE: 'Pide la publicación',
            STEP3_TEXT:
              'El equipo revisa tu canal en menos de 24 horas y te avisa por correo cuando está publicado. Mientras, puedes preparar productos.',
            CTA: 'Crear mi canal',
          },
          PRODUCT: {
            TITLE: 'Crea tu primer producto',
            INTRO: 'Tu canal está listo para su primer espectáculo, curso o vídeo:',
            STEP1_TITLE: 'Elige el tipo',
            STEP1_TEXT:
              'Vídeo bajo demanda, emisión en directo, pódcast, curso, reunión y más. El tipo no se puede cambiar después de publicar.',
            STEP2_TITLE: 'Pon precio y fechas',
            STEP2_TEXT:
              'De pago o gratis, sesiones y fechas de venta. Recibes el 91 % de cada entrada (comisión: 9 % más 0,45 €).',
            STEP3_TITLE: 'Publícalo',
            STEP3_TEXT:
              'Para publicar necesitas un canal aprobado por el equipo. A un producto privado solo se entra con códigos de acceso.',
            CTA: 'Crear mi primer producto',
          },
        },
      },
    },
  },
  {
    ADMIN: {
      DASHBOARD: {
        PERIOD: 'Últimos %{days} dias, desde %{date}',
        ACTIVITY: 'A sua atividade',
        ACTIVITY_ERROR: 'Não foi possível carregar a sua atividade',
        COUNTS: {
          newChannels: 'Canais novos',
          newProducts: 'Produtos novos',
          ticketsSold: 'Ingressos vendidos',
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
          COL_TICKETS: 'Ingressos',
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
            TEXT: 'A sua conta, idiomas, preços e como funciona a compra de um ingresso.',
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
          legal: { TITLE: 'Legal', TEXT: 'Reembolsos, cancelamentos e quem suporta cada custo.' },
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
              'Pago ou gratuito, sessões e datas de venda. Recebe 91 % de cada ingresso (comissão: 9 % mais 0,45 €).',
            STEP3_TITLE: 'Publique-o',
            STEP3_TEXT:
              'Para publicar precisa de um canal aprovado pela equipa. Um produto privado só é acessível com códigos de acesso.',
            CTA: 'Criar o meu primeiro produto',
          },
        },
      },
    },
  },
);

import type { Messages } from './messages.en';

const es: Messages = {
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
        legal: {
          TITLE: 'Legal',
          TEXT: 'Reembolsos, cancelaciones y quién asume cada coste.',
        },
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
        NEXT: 'Próxima: %{date}',
        ENTER: 'Entrar',
        ENTER_LABEL: 'Entrar en %{title} como anfitrión, en una pestaña nueva',
        ENTER_ERROR: 'No se ha podido entrar en la sala. Inténtalo de nuevo en un momento.',
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
};

export default es;

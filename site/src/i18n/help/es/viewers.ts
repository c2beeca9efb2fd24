import type { HelpDocument } from '../tree.ts';

/** Help for everyone who watches: basics, about products and the player. */
export const viewersEs: Pick<HelpDocument, 'basics' | 'about-products' | 'player'> = {
  basics: {
    title: 'Primeros pasos',
    summary: 'Tu cuenta, el idioma, cómo comprar una entrada, los códigos y las suscripciones.',
    sections: {
      'create-account': {
        title: 'Crear tu cuenta e iniciar sesión',
        summary:
          'Regístrate gratis, activa la cuenta con el enlace del correo y recupera la contraseña si la olvidas.',
        body: [
          'Registrarse en Platea es gratis. Solo necesitas una cuenta para comprar, canjear códigos, suscribirte a canales y ver lo que tienes; para mirar el catálogo no hace falta.',
          {
            steps: [
              'Abre [Crear cuenta](/logup) y elige si te registras como asistente (para ver contenido) o como organizador (para vender tu propio contenido).',
              'Escribe tu correo electrónico dos veces y una contraseña, también dos veces. La contraseña necesita al menos 8 caracteres con una mayúscula, una minúscula, un número y un carácter especial.',
              'Acepta la política de privacidad. Recibir novedades y ofertas es opcional y puedes cambiarlo cuando quieras.',
              'Te enviamos un correo con un enlace: ábrelo para activar la cuenta. Si no llega, revisa el correo no deseado o pide otro desde la página de activación.',
            ],
          },
          'En algunos sitios el equipo aprueba cada cuenta nueva a mano. En ese caso, después de activar la cuenta recibirás otro correo cuando esté aprobada, y a partir de entonces podrás [iniciar sesión](/login).',
          { heading: '¿Has olvidado la contraseña?' },
          'En [Recuperar contraseña](/recovery-password) escribe tu correo y te enviaremos un enlace para elegir una nueva. El enlace sirve una sola vez y durante una hora. Por seguridad, la respuesta es la misma tanto si el correo tiene cuenta como si no.',
          {
            note: 'Si te equivocas de contraseña varias veces seguidas, el sitio te pedirá que esperes unos segundos antes de volver a intentarlo, y la espera crece con cada fallo. Tu cuenta nunca se bloquea por ello: desde otro dispositivo puedes entrar con normalidad.',
          },
        ],
      },
      'language-and-account': {
        title: 'Idioma y datos de tu cuenta',
        summary: 'Cambia el idioma del sitio y mantén al día tus datos, tu facturación y tus preferencias.',
        body: [
          'Platea está en español, inglés y portugués. Cambia de idioma con el selector ES · EN · PT de la cabecera: el sitio recuerda tu elección durante un año en este navegador. Los correos que te enviamos usan el idioma de tu cuenta.',
          'Los títulos y descripciones de cada producto los escribe su organizador; si no los ha traducido a tu idioma, verás los originales.',
          { heading: 'Mis datos' },
          'En [Mis datos](/account/my-data) tienes, por separado:',
          {
            list: [
              'Datos generales: nombre, apellidos, país, idioma, zona horaria (las fechas se muestran en tu hora), foto y redes sociales.',
              'Datos de facturación: empresa o nombre completo, NIF/CIF y dirección. Tus facturas se emiten con estos datos.',
              'Contraseña: para cambiarla necesitas la actual.',
              'Preferencias: recibir o no novedades por correo y si tu perfil es público. Un perfil oculto muestra a los demás un aviso de que no es público.',
              'Hazte organizador: si te registraste como asistente, puedes pedir pasar a organizador y el equipo revisa la solicitud.',
            ],
          },
        ],
      },
      'buying-tickets': {
        title: 'Comprar una entrada',
        summary: 'Cómo se compra, qué se paga, dónde aparece lo comprado y dónde está la factura.',
        body: [
          'Cada producto tiene su ficha con el precio, las fechas y la información del organizador. Para comprarlo:',
          {
            steps: [
              'Inicia sesión (el botón «Inicia sesión para comprar» te devuelve a la ficha después).',
              'Si el evento tiene varias fechas, elige la tuya. Las horas se muestran en tu zona horaria.',
              'Si tienes un código de descuento, escríbelo. También puedes añadir una cantidad opcional para apoyar al creador.',
              'Acepta las condiciones de venta y pulsa «Comprar». Pagas en la pasarela de pago segura; tus datos de tarjeta nunca pasan por Platea.',
              'Cuando el pago se confirma, el producto aparece en [Mis cosas](/mystuff/products) y el pedido, con su factura, en [Pedidos](/mystuff/orders).',
            ],
          },
          'Los precios incluyen los impuestos. En las entradas de pago se añade un gasto de gestión de {ticketFee} por entrada, que verás desglosado antes de pagar y en la factura. Los productos gratuitos se obtienen con un clic y no tienen gastos.',
          {
            list: [
              'Cada persona puede tener una sola entrada por producto: si ya lo tienes, la ficha te lleva directamente a verlo.',
              'Las entradas son personales y no se pueden pasar a otra cuenta.',
              'Si dejas un pago a medias, el pedido queda pendiente y puedes pagarlo más tarde. Como máximo puedes tener 5 pedidos pendientes al día.',
            ],
          },
        ],
      },
      'codes-and-coupons': {
        title: 'Códigos y cupones de descuento',
        summary: 'Qué diferencia hay entre un cupón y un código de invitación, y cómo se canjean.',
        body: [
          'Hay dos tipos de código, y los dos necesitan que hayas iniciado sesión:',
          {
            list: [
              'Cupón de descuento: lo crea el organizador (o el equipo de Platea en una promoción) para un producto. Rebaja el precio o lo deja en un precio fijo, tiene unidades limitadas y cada persona puede usarlo una vez.',
              'Código de invitación: da acceso a un evento privado. Cada código sirve una sola vez; en cuanto alguien lo canjea, queda usado.',
            ],
          },
          'Escribe el código en el campo «Código de descuento» de la ficha del producto al comprar. Si el código cubre todo el precio, el producto pasa directamente a [Mis cosas](/mystuff/products) sin pago.',
          'Si el sitio te dice que el código no es válido, comprueba que es para ese producto (y para esa fecha, si el evento tiene varias), que no ha caducado y que no lo has usado ya.',
        ],
      },
      subscriptions: {
        title: 'Suscripciones a canales',
        summary: 'Suscríbete a un canal cada mes y date de baja cuando quieras sin perder lo pagado.',
        body: [
          'Algunos canales ofrecen una suscripción mensual que da acceso a su contenido mientras esté pagada. El precio aparece en la página del canal.',
          {
            steps: [
              'En la página del canal pulsa «Suscribirme» y completa el pago.',
              'La suscripción se renueva cada mes. Cada mes pagado genera un pedido con su factura en [Pedidos](/mystuff/orders).',
              'Para darte de baja, pulsa «Darme de baja» en la página del canal y confírmalo.',
            ],
          },
          'Al darte de baja no se hacen más cargos y mantienes el acceso hasta el final del periodo que ya has pagado. Tus suscripciones, activas y canceladas, están en [Suscripciones](/mystuff/subscriptions).',
        ],
      },
      'my-stuff': {
        title: 'Mis cosas',
        summary: 'Dónde encontrar lo que has comprado, tus suscripciones y tus facturas.',
        body: [
          '[Mis cosas](/mystuff/products) reúne todo lo tuyo en tres pestañas:',
          {
            list: [
              'Productos: lo que has comprado, obtenido gratis o canjeado con un código, con su estado: disponible, disponible hasta una fecha, empieza en una fecha, caducado o acceso retirado.',
              'Suscripciones: los canales a los que estás suscrito, desde cuándo y hasta cuándo son válidas.',
              'Pedidos: tu historial de compras y pagos, con la factura de cada pedido pagado para descargar.',
            ],
          },
          'Desde cada producto llegas al reproductor, al curso o a su ficha. Un evento con fecha se abre en su fecha: hasta entonces verás la cuenta atrás.',
        ],
      },
      'finding-content': {
        title: 'Encontrar contenido',
        summary: 'Busca por título, persona o etiqueta, y explora canales, artistas y la programación.',
        body: [
          'La búsqueda encuentra productos, canales y artistas por su título, sus etiquetas, las personas que participan y sus descripciones. Escribe al menos 3 letras; no importan las mayúsculas ni las tildes.',
          'Cada canal tiene su página con todos sus productos publicados, y cada artista o docente la suya. La portada muestra lo destacado que elige el equipo.',
          'Los productos privados no aparecen en la búsqueda: se llega a ellos con un código de invitación.',
        ],
      },
    },
  },
  'about-products': {
    title: 'Sobre los productos',
    summary: 'Directos, diferidos, vídeo de alquiler, eventos privados y cursos: cómo funciona cada uno.',
    sections: {
      'product-types': {
        title: 'Tipos de producto',
        summary: 'Vídeo bajo demanda, directos, pódcasts, cursos, reuniones y más: qué es cada uno.',
        body: [
          {
            list: [
              'Vídeo bajo demanda: una grabación que ves cuando quieras, durante el tiempo que fije el organizador.',
              'Evento en diferido: una grabación que se emite como un directo en la fecha de cada sesión.',
              'Emisión en directo: una retransmisión en tiempo real.',
              'Pódcast: audio que escuchas en el reproductor y, si el organizador lo permite, descargas en MP3.',
              'Artículo: un texto con imágenes.',
              'Curso y máster: lecciones organizadas en módulos; un máster agrupa varios cursos.',
              'Reunión en línea: una videollamada de hasta 70 personas.',
              'Ficha educativa: una actividad descrita con sus objetivos, recursos y método.',
              'Producto físico y producto genérico: algo que el organizador entrega o presta fuera de la plataforma.',
            ],
          },
          'Cada ficha indica la edad recomendada: todos los públicos, mayores de 13 o mayores de 18.',
        ],
      },
      live: {
        title: 'Eventos en directo',
        summary: 'Sin límite de duración; si llegas tarde, entras en el punto en que va la emisión.',
        body: [
          'Los directos no tienen límite de tiempo. Tu entrada es para una fecha concreta si el evento tiene varias: elígela al comprar.',
          'Si te conectas cuando ya ha empezado, entras en el momento en que va la emisión, como en una sala: no se puede volver al principio mientras dura.',
          'Abre el reproductor desde [Mis cosas](/mystuff/products) o desde la ficha del producto. Antes de empezar verás una cuenta atrás.',
        ],
      },
      'fake-live': {
        title: 'Eventos en diferido',
        summary:
          'Una grabación que se emite como un directo, a la hora de cada sesión, con repetición opcional.',
        body: [
          'Un evento en diferido es una función grabada que se emite como si fuera en directo: empieza a la hora de la sesión y todos los espectadores ven el mismo momento a la vez.',
          {
            list: [
              'Antes de la hora, el reproductor muestra la cuenta atrás.',
              'Si llegas tarde, entras en el punto en que va la emisión.',
              'Al terminar, la emisión se da por acabada, salvo que el organizador permita verla de nuevo: entonces puedes verla como vídeo bajo demanda.',
            ],
          },
        ],
      },
      'rental-video': {
        title: 'Vídeo bajo demanda y alquiler',
        summary: 'El organizador decide durante cuánto tiempo puedes ver cada vídeo.',
        body: [
          'Cada organizador fija el tiempo de visionado de sus vídeos bajo demanda:',
          {
            list: [
              'Sin límite: el vídeo es tuyo mientras tengas la cuenta.',
              'Alquiler por horas: un número de horas que empieza a contar cuando compras.',
              'Hasta una fecha: el vídeo se puede ver (y comprar) hasta ese día.',
            ],
          },
          'La ficha y [Mis cosas](/mystuff/products) te dicen hasta cuándo está disponible. El reproductor recuerda dónde lo dejaste y continúa desde ahí.',
          'Algunos vídeos de eventos solo se venden entre dos fechas: fuera de ellas, la ficha indica que ya no se puede comprar.',
        ],
      },
      'private-events': {
        title: 'Eventos privados',
        summary: 'Eventos por invitación: solo entra quien tiene un código.',
        body: [
          'Un producto privado no aparece en el catálogo ni en la búsqueda. El organizador reparte códigos de invitación, que sirven una sola vez cada uno.',
          'Para entrar, inicia sesión y canjea tu código: el producto pasa a [Mis cosas](/mystuff/products). Si el código no cubre todo el precio, pagas la diferencia.',
        ],
      },
      'courses-for-students': {
        title: 'Cursos y másteres para alumnos',
        summary: 'Lecciones, materiales, notas y valoraciones de cada curso.',
        body: [
          'La ficha de un curso muestra su programa, sus lecciones, sus docentes, el calendario y las preguntas frecuentes. Al comprarlo tienes acceso a todas sus lecciones, con sus vídeos, materiales y notas.',
          'El curso recuerda qué lecciones has visto. Puedes valorar cada lección y dejar comentarios para el docente.',
          'Un máster agrupa varios cursos: al comprarlo tienes todos ellos.',
        ],
      },
    },
  },
  player: {
    title: 'El reproductor',
    summary: 'Calidades de 360p a 1080p, la conexión que necesita cada una y qué hacer si algo falla.',
    sections: {
      watching: {
        title: 'Ver un vídeo o escuchar un pódcast',
        summary: 'Dónde abrir el reproductor y cómo continúa donde lo dejaste.',
        body: [
          'Abre lo que tienes desde [Mis cosas](/mystuff/products) o desde la ficha del producto con «Ver ahora». El reproductor está en /player/ seguido del nombre del producto, y solo funciona con tu sesión iniciada.',
          {
            list: [
              'Continúa donde lo dejaste: el reproductor guarda tu posición cada pocos segundos, al pausar y al salir.',
              'Pódcasts: reproduce y pausa; si el organizador lo permite, descarga el MP3.',
              'Pantalla completa y teclado: el reproductor se maneja con el ratón, el tacto o el teclado.',
            ],
          },
        ],
      },
      quality: {
        title: 'Calidad del vídeo',
        summary: '1080p, 720p, 540p y 360p: cuál elegir según tu conexión.',
        body: [
          'El reproductor elige la calidad automáticamente según tu conexión. Puedes fijarla tú en el menú «Calidad»:',
          {
            list: [
              '1080p: con unos 5 Mbps o más.',
              '720p: por debajo de unos 3 Mbps, elige 720p.',
              '540p y 360p: para conexiones lentas o móviles con poca cobertura.',
            ],
          },
          'Nunca verás una calidad mayor que la del vídeo original.',
        ],
      },
      'player-messages': {
        title: 'Mensajes del reproductor',
        summary: 'Qué significan «se abre el…», «ha terminado», «no disponible» y «se está preparando».',
        body: [
          {
            list: [
              'Se abre el…: el evento aún no ha empezado. Verás una cuenta atrás hasta la hora.',
              'Esta emisión ha terminado: el diferido o el directo ya acabó y el organizador no ofrece repetición.',
              'El vídeo se está preparando: el organizador acaba de subirlo; estará listo en unos minutos.',
              'Este contenido aún no está disponible: todavía no hay vídeo o tu acceso no está activo. Comprueba en [Mis cosas](/mystuff/products) hasta cuándo lo tienes.',
              'No se puede acceder a la emisión: el directo no está conectado en este momento. Reinténtalo en unos minutos.',
            ],
          },
        ],
      },
      troubleshooting: {
        title: 'Problemas de conexión',
        summary: 'Si el vídeo se corta o no arranca, prueba esto antes de escribirnos.',
        body: [
          {
            steps: [
              'Baja la calidad en el menú «Calidad» (720p o menos) y comprueba la velocidad de tu conexión.',
              'Recarga la página: el reproductor renueva su permiso de acceso y continúa donde estabas.',
              'Cierra otras pestañas o descargas, y prueba con una versión reciente de Chrome, Firefox, Safari o Edge.',
              'Si sigue fallando, [escríbenos](/help/contact) indicando el producto, el dispositivo y el navegador.',
            ],
          },
          'Los enlaces del vídeo caducan a los pocos minutos y dependen de tu sesión: copiarlos a otro dispositivo o compartirlos no funciona.',
        ],
      },
    },
  },
};

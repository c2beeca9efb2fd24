import type { HelpDocument } from './tree.ts';

/** El centro de ayuda en español (el idioma por defecto). */
export const helpEs: HelpDocument = {
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
  organizers: {
    title: 'Para organizadores',
    summary: 'Canales, productos, precios y comisiones, cobros, códigos y la revisión del equipo.',
    sections: {
      'become-organizer': {
        title: 'Hacerte organizador',
        summary: 'Regístrate como organizador o pide el cambio desde tu cuenta, y entra en la consola.',
        body: [
          'Los organizadores (artistas, compañías, escuelas, instituciones) abren canales y publican en ellos sus productos. Tienes dos caminos:',
          {
            list: [
              'Al [crear tu cuenta](/logup), elige «organizador».',
              'Si ya tienes una cuenta de asistente, pide el cambio en [Mis datos](/account/my-data), apartado «Hazte organizador». El equipo valida la solicitud.',
            ],
          },
          'Como organizador trabajas en la consola [/account](/account): una vista general con tus entradas vendidas, códigos y oportunidades, tus canales y productos, tus ventas, tus ponentes y estos tutoriales. Las guías de creación te acompañan en tu primer canal y tu primer producto.',
          'Las condiciones, los planes y las comisiones están resumidos en la [página para organizadores](/organizers).',
        ],
      },
      channels: {
        title: 'Tu canal y su revisión',
        summary:
          'Crea el canal, completa sus datos de cobro y pide su publicación: el equipo lo revisa en 24 horas.',
        body: [
          'El canal es tu escaparate: título, descripción (hasta 400 caracteres), logotipo e imágenes, redes sociales y, si quieres, una suscripción mensual.',
          'En sus datos de facturación indica el NIF o CIF, la dirección, el teléfono y el IBAN donde quieres recibir tus cobros.',
          { heading: 'Estados del canal' },
          {
            list: [
              'Borrador: solo lo ves tú. Puedes prepararlo con calma.',
              'En revisión: has pedido su publicación. El equipo lo revisa en un máximo de 24 horas.',
              'Publicado: visible para todos. Recibes un correo de confirmación.',
              'Si el equipo te lo devuelve a borrador, el correo explica qué hay que cambiar. Corrígelo y vuelve a pedir la publicación.',
            ],
          },
          'Puedes desactivar un canal publicado en cualquier momento: vuelve a borrador y solo lo verás tú. Para publicar productos necesitas al menos un canal aprobado por el equipo.',
        ],
      },
      products: {
        title: 'Crear y publicar productos',
        summary:
          'Los pasos del formulario, los estados borrador, publicado y privado, y lo que ya no cambia al publicar.',
        body: [
          'Crea un producto desde la consola eligiendo su tipo, su canal, su plan (de pago o gratuito) y su título. Después lo completas paso a paso: información, fechas y sesiones, precios, multimedia, acceso y códigos, y SEO.',
          {
            list: [
              'Imágenes: JPG o PNG de hasta 8 MB; la recomendada para el producto mide 1100 × 650 píxeles.',
              'Vídeo: MP4 de hasta 3 GB.',
              'Descripción corta: hasta 240 caracteres. La dirección (slug) se genera a partir del título, sin espacios ni caracteres especiales.',
              'Eventos con varias fechas: necesitan al menos una sesión. Las horas se introducen en hora de Europa central.',
            ],
          },
          { heading: 'Borrador, publicado y privado' },
          'Un borrador no lo ve nadie más. Publicado es visible para todos; privado solo es accesible con los códigos que generes después de publicarlo.',
          'Una vez publicado, el producto ya no puede cambiar de tipo ni de canal, volver a borrador ni borrarse, y sus sesiones guardadas no se pueden editar ni borrar (sí puedes añadir sesiones nuevas). El formulario te muestra esos campos bloqueados con el motivo.',
        ],
      },
      'prices-fees-payouts': {
        title: 'Precios, comisiones y cobros',
        summary:
          'Recibes el {organizerPercent} % de cada venta; la plataforma cobra el {platformPercent} % más {ticketFee} por entrada.',
        body: [
          'Los precios se indican con impuestos incluidos: escribe el precio total y el tipo de impuesto, y la consola calcula la base y la cuota (con un 10 %, el precio se divide entre 1,1).',
          {
            list: [
              'Por cada venta recibes el {organizerPercent} % de lo que paga el comprador por la entrada y por el apoyo opcional.',
              'La plataforma cobra el {platformPercent} % más {ticketFee} por cada entrada de pago. Las entradas gratuitas no tienen comisión.',
              'En las suscripciones mensuales a tu canal se aplica solo el {platformPercent} %: una suscripción no es una entrada.',
              'Los cobros se pagan en los primeros días del mes siguiente al evento, en el IBAN de tu canal.',
            ],
          },
          'Así queda el reparto con las reglas que se aplican hoy en el pago:',
          { feeExamples: true },
          'Las ventas y su reparto están en la consola, en Ventas, y se pueden descargar en CSV.',
        ],
      },
      'coupons-codes-sales': {
        title: 'Cupones, códigos y ventas',
        summary: 'Crea cupones de descuento y códigos de invitación, y sigue tus ventas y oportunidades.',
        body: [
          {
            list: [
              'Cupones: para productos publicados o privados. Eliges el descuento (hasta el 100 %) o un precio final, las unidades y, en eventos con varias fechas, la sesión. Cada persona puede usarlo una vez.',
              'Códigos de invitación: para productos privados, se generan en bloque (hasta 1000 cada vez) y sirven una sola vez. Repártelos a quien quieras invitar.',
              'Ventas: cada venta con producto, correo, importe, apoyo, fecha de pago, fecha del evento y país, con filtros y descarga en CSV.',
              'Oportunidades: compras que alguien empezó y no terminó de pagar.',
            ],
          },
          'El equipo de Platea puede hacer promociones con descuentos de hasta el 20 % sobre tus productos. El reparto se calcula sobre lo que paga el comprador, como en cualquier venta.',
        ],
      },
      'courses-and-masters': {
        title: 'Cursos y másteres',
        summary: 'Organiza un curso en módulos y lecciones, y agrupa cursos en un máster.',
        body: [
          'Un curso es un producto con sus propios pasos: información, requisitos, vídeo, y módulos y lecciones. Cada lección puede llevar vídeo, un enlace a un directo o a una reunión, materiales, notas y su duración. Guarda cada lección al editarla.',
          'Un máster agrupa varios de tus cursos en el orden que elijas: quien compra el máster tiene acceso a todos ellos. El formulario te avisa si repites un curso.',
          'Añade los ponentes (docentes) desde Ponentes: cada uno necesita al menos una etiqueta. Un ponente que usa algún producto no se puede borrar.',
          'Los alumnos valoran las lecciones; verás las valoraciones en la consola.',
        ],
      },
      'uploading-video': {
        title: 'Subir vídeo y audio',
        summary: 'Subidas que se reanudan, calidades de 1080p a 360p y audio para pódcasts.',
        body: [
          'Sube el vídeo, el tráiler o el audio de un pódcast desde el paso «Multimedia» del producto (y el de cada lección desde «Módulos y lecciones»).',
          {
            list: [
              'La subida se reanuda: si se corta la conexión o cierras la pestaña, al elegir de nuevo el mismo archivo continúa donde se quedó.',
              'Después, Platea prepara automáticamente las calidades 1080p, 720p, 540p y 360p (nunca por encima del original) y una imagen de portada. Verás el porcentaje; si el archivo no se puede procesar, verás el motivo.',
              'Para los pódcasts se prepara también un MP3, que los compradores pueden descargar si lo permites.',
            ],
          },
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
  legal: {
    title: 'Legal',
    summary: 'Reembolsos, cancelaciones, quién asume cada coste y tus datos.',
    sections: {
      refunds: {
        title: 'Reembolsos',
        summary: 'No hay reembolso después de la compra, salvo si se suspende un directo.',
        body: [
          'Una vez hecha la compra no hay reembolso: las entradas dan acceso inmediato al contenido y no son transferibles entre cuentas.',
          'La excepción es la suspensión de un directo: si un evento en directo se suspende, se devuelve el importe completo si lo pides por correo al equipo de soporte en un plazo de 20 días hábiles. Escríbenos desde el [formulario de contacto](/help/contact) indicando el pedido.',
          'Un pedido reembolsado aparece como «Reembolsado» en [Pedidos](/mystuff/orders).',
        ],
      },
      'cancellations-and-costs': {
        title: 'Cancelaciones y quién asume cada coste',
        summary:
          'Qué pasa si el organizador cancela o se equivoca, y cómo se reparten los problemas de conexión.',
        body: [
          {
            list: [
              'Cancelación por parte del organizador: el organizador asume el coste de devolver las entradas.',
              'Errores del organizador (una fecha o un precio equivocados, un contenido que no corresponde): los asume el organizador.',
              'Reclamaciones de los espectadores: el equipo las estudia con el organizador y, si corresponde, se aplica la regla de reembolso.',
              'Problemas de conexión de un espectador: si se reconoce el reembolso, el coste se reparte al 50 % entre el organizador y el proveedor de la plataforma.',
            ],
          },
          'Antes de reclamar por la conexión, revisa los [problemas de conexión](/help/player/troubleshooting): muchas veces basta con bajar la calidad.',
        ],
      },
      promotions: {
        title: 'Promociones',
        summary: 'El proveedor puede hacer promociones y códigos de descuento de hasta el 20 %.',
        body: [
          'El proveedor de la plataforma puede lanzar promociones o códigos de descuento de hasta el 20 % sobre los productos publicados. Los cupones de cada organizador pueden llegar hasta el 100 %.',
          'En cualquier caso, el reparto entre organizador y plataforma se calcula sobre lo que paga realmente el comprador.',
        ],
      },
      'privacy-and-terms': {
        title: 'Privacidad y aviso legal',
        summary: 'Qué datos tratamos, qué cookies usamos y tus derechos.',
        body: [
          'El [aviso legal y la política de privacidad](/aviso-legal) explican quién presta el servicio, qué datos tratamos y para qué, las cookies (solo las necesarias: la sesión y el idioma) y cómo ejercer tus derechos.',
          'Cuando compras un producto, su organizador recibe tu nombre, apellidos, correo y país para gestionar el evento. Puedes dejar de recibir novedades en [Mis datos](/account/my-data) cuando quieras.',
        ],
      },
    },
  },
  contact: {
    title: 'Contacto',
    summary: '¿No encuentras la respuesta? Escribe al equipo y te contestamos por correo.',
    sections: {},
  },
};

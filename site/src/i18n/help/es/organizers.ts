import type { HelpDocument } from '../tree.ts';

/** Help for organizers, the legal statements and contact. */
export const organizersEs: Pick<HelpDocument, 'organizers' | 'legal' | 'contact'> = {
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

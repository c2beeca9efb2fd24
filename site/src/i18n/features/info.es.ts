import type { InfoMessages } from './info.en.ts';

/** Spanish messages of the site's info pages. */
export const infoEs: InfoMessages = {
  'info.breadcrumbs': 'Estás aquí',
  'info.footerHelp': 'Centro de ayuda',
  'info.footerOrganizers': 'Para organizadores',

  'help.title': 'Centro de ayuda',
  'help.description':
    'Respuestas sobre tu cuenta de Platea, la compra de entradas, los códigos, las suscripciones, el reproductor, los directos y la venta como organizador.',
  'help.intro': 'Respuestas sobre tu cuenta, cómo comprar y ver, y cómo vender en Platea. Elige un tema.',
  'help.categories': 'Temas de ayuda',
  'help.moreInCategory': 'Más artículos de este tema',
  'help.previous': 'Anterior',
  'help.next': 'Siguiente',
  'help.stillNeedHelp': '¿Necesitas más ayuda?',
  'help.stillNeedHelpBody': 'Escribe al equipo y te responderemos por correo.',
  'help.contactCta': 'Contactar',

  'contact.formTitle': 'Escribe al equipo',
  'contact.formIntro':
    'Cuéntanos qué ha pasado y, si es sobre una compra, el producto y el número de pedido que verás en [Pedidos](/mystuff/orders). Te respondemos por correo.',
  'contact.name': 'Nombre',
  'contact.email': 'Correo electrónico',
  'contact.organization': 'Empresa u organización',
  'contact.topic': 'Tema',
  'contact.topic.organizer': 'Vender en Platea (organizadores)',
  'contact.topic.viewer': 'Ayuda con una compra o con mi cuenta',
  'contact.topic.press': 'Prensa',
  'contact.topic.other': 'Otro asunto',
  'contact.message': 'Mensaje',
  'contact.messageHint': 'Al menos 10 caracteres.',
  'contact.messageTooShort': 'Escribe al menos {min} caracteres',
  'contact.privacyBefore': 'Acepto la',
  'contact.privacyLink': 'política de privacidad',
  'contact.submit': 'Enviar mensaje',
  'contact.sending': 'Enviando…',
  'contact.sentTitle': 'Mensaje enviado',
  'contact.sentBody': 'Gracias, {name}. El equipo te responderá en {email}.',
  'contact.another': 'Enviar otro mensaje',

  'fees.caption': 'Lo que te deja cada venta',
  'fees.col.sale': 'Venta',
  'fees.col.buyer': 'Paga el comprador',
  'fees.col.platform': 'Plataforma',
  'fees.col.organizer': 'Recibes',
  'fees.row.ticket': 'Entrada de {price}',
  'fees.row.support': 'Entrada de {price} con {support} de apoyo',
  'fees.row.subscription': 'Suscripción mensual de {price}',
  'fees.detail': '{percent} % ({share}) + {fee}',
  'fees.percent': '{percent} %',
  'fees.detailPercent': '{percent} % ({share})',
  'fees.paidByBuyer':
    'Los {fee} por entrada se suman al precio al pagar: los paga el comprador, así que te quedas con el {percent} % de la entrada.',
  'fees.paidByOrganizer':
    'Los {fee} por entrada salen de tu parte: el comprador paga el precio que tú fijas.',
  'fees.subscriptionNote': 'Las suscripciones solo llevan el {percent} %.',

  'organizers.title': 'Para organizadores',
  'organizers.description':
    'Vende entradas, vídeo bajo demanda, directos y diferidos, cursos y pódcasts en tu propio canal. Recibes el {percent} % de cada venta.',
  'organizers.eyebrow': 'Platea para organizadores',
  'organizers.heading': 'Tus funciones, cursos y vídeos, a la venta en línea desde tu propio canal',
  'organizers.lead':
    'Abre un canal, publica directos y diferidos, vídeo bajo demanda, cursos y pódcasts, y vende entradas a espectadores de todas partes. Recibes el {percent} % de cada venta.',
  'organizers.start': 'Empezar como organizador',
  'organizers.console': 'Ir a mi consola',
  'organizers.upgrade': 'Hazte organizador',
  'organizers.talk': 'Hablar con el equipo',
  'organizers.figures': 'Platea en cifras',
  'organizers.figure.artists': 'Artistas de {count} países',
  'organizers.figure.sales': 'Ventas en más de {count} países',
  'organizers.figure.currencies': 'Más de {count} monedas',
  'organizers.figure.unlimited': 'Espectadores, canales y productos ilimitados',

  'organizers.features.title': 'Todo lo que necesitas para vender en línea',
  'organizers.feature.channel': 'Tu propio canal',
  'organizers.feature.channelBody':
    'Tu página con tu logotipo, tu portada, tus redes y todos tus productos, con una suscripción mensual opcional.',
  'organizers.feature.types': 'Once tipos de producto',
  'organizers.feature.typesBody':
    'Vídeo bajo demanda, directos y diferidos, pódcasts, artículos, cursos y másteres, reuniones, fichas educativas y productos físicos.',
  'organizers.feature.live': 'Directos sin límite',
  'organizers.feature.liveBody':
    'Los directos no tienen límite de tiempo; los diferidos emiten una grabación como si fuera en directo, al ritmo de cada sesión.',
  'organizers.feature.video': 'Vídeo que se adapta',
  'organizers.feature.videoBody':
    'Sube hasta 3 GB: preparamos 1080p, 720p, 540p y 360p, y protegemos cada enlace con permisos de corta duración.',
  'organizers.feature.courses': 'Cursos y másteres',
  'organizers.feature.coursesBody':
    'Módulos, lecciones, materiales, docentes y valoraciones; los másteres agrupan tus cursos en orden.',
  'organizers.feature.codes': 'Cupones y eventos privados',
  'organizers.feature.codesBody':
    'Cupones de descuento, códigos de invitación de un solo uso (hasta 1000 cada vez) y productos privados por invitación.',
  'organizers.feature.sales': 'Ventas y facturas',
  'organizers.feature.salesBody':
    'Cada venta con su reparto, descarga en CSV, compras a medias para hacer seguimiento y facturas automáticas para los compradores.',
  'organizers.feature.languages': 'Tres idiomas',
  'organizers.feature.languagesBody':
    'Tu público navega en español, inglés o portugués, y tus textos se pueden traducir a cada uno.',

  'organizers.how.title': 'Cómo funciona',
  'organizers.how.account': 'Crea tu cuenta de organizador, gratis.',
  'organizers.how.channel':
    'Prepara tu canal y pide su publicación: el equipo lo revisa en menos de 24 horas.',
  'organizers.how.publish': 'Publica tus productos y compártelos.',
  'organizers.how.paid': 'Cobra en los primeros días del mes siguiente al evento.',

  'organizers.plans.title': 'Planes',
  'organizers.plans.intro': 'Empieza gratis y paga solo por lo que vendes y emites.',
  'organizers.plan.producer': 'Productor',
  'organizers.plan.producerPrice': 'para empezar',
  'organizers.plan.producer1': 'Tu canal y productos ilimitados, gratuitos o de pago',
  'organizers.plan.producer2': '{minutes} minutos de emisión en directo gratis para probar',
  'organizers.plan.producer3': 'Opción de prepago para más tiempo de emisión',
  'organizers.plan.live': 'Directo',
  'organizers.plan.livePrice': 'por entrada vendida',
  'organizers.plan.live1': '{hours} horas de emisión incluidas por evento',
  'organizers.plan.live2': 'Cada hora extra: {price} por entrada',
  'organizers.plan.live3': 'Las entradas gratuitas no tienen comisión',
  'organizers.plan.private': 'Canal privado',
  'organizers.plan.privatePrice': 'por acceso',
  'organizers.plan.private1': '{hours} horas incluidas',
  'organizers.plan.private2': 'Cada hora extra: {price} por acceso',
  'organizers.plan.private3': 'Por invitación o con códigos',
  'organizers.extras': 'Extras',
  'organizers.extra.recording': 'Grabación de tu emisión: {price}',
  'organizers.extra.rehearsal':
    'Sala de ensayo virtual: {hours} hora gratis si emites; si no, {price} por hora',
  'organizers.whiteLabel':
    '¿Quieres Platea con tu propia marca? Existe una opción de marca blanca (SaaS): pregúntanos en este formulario.',

  'organizers.fees.title': 'Comisiones',
  'organizers.fees.intro': 'Una comisión sobre lo que vendes, igual para todos.',
  'organizers.fees.caption': 'Tabla de comisiones',
  'organizers.fees.concept': 'Concepto',
  'organizers.fees.value': 'Comisión',
  'organizers.fees.share': 'Tu parte de cada venta',
  'organizers.fees.platform': 'Comisión de la plataforma por entrada de pago',
  'organizers.fees.platformValue': '{percent} % + {fee}',
  'organizers.fees.free': 'Entradas gratuitas',
  'organizers.fees.freeValue': 'Sin comisión',
  'organizers.fees.support': 'Apoyos que añaden los compradores',
  'organizers.fees.subscriptions': 'Suscripciones mensuales al canal',
  'organizers.fees.subscriptionsValue': '{percent} %, sin cargo por entrada',
  'organizers.fees.payer': 'Quién paga los {fee} por entrada',
  'organizers.fees.payerBuyer': 'El comprador, además del precio',
  'organizers.fees.payerOrganizer': 'Tú, de tu parte',
  'organizers.fees.payouts': 'Cobros',
  'organizers.fees.payoutsValue': 'Primeros días del mes siguiente al evento, en tu IBAN',
  'organizers.fees.promotions': 'Promociones de la plataforma',
  'organizers.fees.promotionsValue':
    'Como máximo un {percent} % de descuento; el reparto se aplica a lo que paga el comprador',
  'organizers.fees.examples': 'Ejemplos',

  'organizers.contact.title': 'Contacto',
  'organizers.contact.intro':
    'Cuéntanos tu proyecto: qué tipo de eventos, tu público y cuándo quieres empezar. Te respondemos por correo.',

  'organizers.terms.title': 'Condiciones para organizadores',
  'organizers.terms.review':
    'El equipo revisa cada canal, en menos de 24 horas, antes de publicarlo. Para publicar productos necesitas un canal aprobado.',
  'organizers.terms.content':
    'Eres responsable de tu canal y de tus contenidos, y debes tener los derechos de lo que publicas.',
  'organizers.terms.locks':
    'Una vez publicado, un producto no puede cambiar de tipo ni de canal, volver a borrador ni borrarse; sus sesiones guardadas no cambian.',
  'organizers.terms.refunds':
    'Las entradas son personales y no se reembolsan, salvo si se suspende un directo: entonces el comprador recupera el importe completo si lo pide en 20 días hábiles.',
  'organizers.terms.costs':
    'Los costes de tus cancelaciones y errores son tuyos; los reembolsos por problemas de conexión de un espectador se reparten al 50 % entre tú y el proveedor.',
  'organizers.terms.promotions':
    'El proveedor puede hacer promociones de hasta el 20 % sobre tus productos; tu parte se calcula sobre lo que paga el comprador.',
  'organizers.terms.payouts':
    'Los cobros se pagan en los primeros días del mes siguiente al evento, en el IBAN de tu canal, con las comisiones de arriba ya descontadas.',
  'organizers.terms.more':
    'Lee el [aviso legal](/aviso-legal) completo y la [ayuda legal](/help/legal), o las [guías para organizadores](/help/organizers).',

  'page.updated': 'Actualizada el {date}',
  'store.about': 'Sobre {name}',
};

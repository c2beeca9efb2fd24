import type { InfoMessages } from './info.en.ts';

/** Portuguese (pt-PT) messages of the site's info pages. */
export const infoPt: InfoMessages = {
  'info.breadcrumbs': 'Está aqui',
  'info.footerHelp': 'Centro de ajuda',
  'info.footerOrganizers': 'Para organizadores',

  'help.title': 'Centro de ajuda',
  'help.description':
    'Respostas sobre a sua conta Platea, a compra de bilhetes, os códigos, as subscrições, o leitor, os diretos e a venda como organizador.',
  'help.intro': 'Respostas sobre a sua conta, como comprar e ver, e como vender na Platea. Escolha um tema.',
  'help.categories': 'Temas de ajuda',
  'help.moreInCategory': 'Mais artigos deste tema',
  'help.previous': 'Anterior',
  'help.next': 'Seguinte',
  'help.stillNeedHelp': 'Precisa de mais ajuda?',
  'help.stillNeedHelpBody': 'Escreva à equipa e respondemos por email.',
  'help.contactCta': 'Contactar',

  'contact.formTitle': 'Escreva à equipa',
  'contact.formIntro':
    'Conte-nos o que aconteceu e, se for sobre uma compra, o produto e o número da encomenda que encontra em [Encomendas](/mystuff/orders). Respondemos por email.',
  'contact.name': 'Nome',
  'contact.email': 'Email',
  'contact.organization': 'Empresa ou organização',
  'contact.topic': 'Assunto',
  'contact.topic.organizer': 'Vender na Platea (organizadores)',
  'contact.topic.viewer': 'Ajuda com uma compra ou com a minha conta',
  'contact.topic.press': 'Imprensa',
  'contact.topic.other': 'Outro assunto',
  'contact.message': 'Mensagem',
  'contact.messageHint': 'Pelo menos 10 caracteres.',
  'contact.messageTooShort': 'Escreva pelo menos {min} caracteres',
  'contact.privacyBefore': 'Aceito a',
  'contact.privacyLink': 'política de privacidade',
  'contact.submit': 'Enviar mensagem',
  'contact.sending': 'A enviar…',
  'contact.sentTitle': 'Mensagem enviada',
  'contact.sentBody': 'Obrigado, {name}. A equipa vai responder para {email}.',
  'contact.another': 'Enviar outra mensagem',

  'fees.caption': 'O que cada venda lhe deixa',
  'fees.col.sale': 'Venda',
  'fees.col.buyer': 'O comprador paga',
  'fees.col.platform': 'Plataforma',
  'fees.col.organizer': 'Recebe',
  'fees.row.ticket': 'Bilhete de {price}',
  'fees.row.support': 'Bilhete de {price} com {support} de apoio',
  'fees.row.subscription': 'Subscrição mensal de {price}',
  'fees.detail': '{percent}% ({share}) + {fee}',
  'fees.percent': '{percent}%',
  'fees.detailPercent': '{percent}% ({share})',
  'fees.paidByBuyer':
    'Os {fee} por bilhete somam-se ao preço no pagamento: é o comprador que os paga, por isso fica com {percent}% do bilhete.',
  'fees.paidByOrganizer': 'Os {fee} por bilhete saem da sua parte: o comprador paga o preço que definiu.',
  'fees.subscriptionNote': 'As subscrições têm apenas os {percent}%.',

  'organizers.title': 'Para organizadores',
  'organizers.description':
    'Venda bilhetes, vídeo a pedido, diretos e diferidos, cursos e podcasts no seu próprio canal. Recebe {percent}% de cada venda.',
  'organizers.eyebrow': 'Platea para organizadores',
  'organizers.heading': 'Os seus espetáculos, cursos e vídeos, à venda online a partir do seu próprio canal',
  'organizers.lead':
    'Abra um canal, publique diretos e diferidos, vídeo a pedido, cursos e podcasts, e venda bilhetes a espectadores de todo o lado. Recebe {percent}% de cada venda.',
  'organizers.start': 'Começar como organizador',
  'organizers.console': 'Ir para a minha consola',
  'organizers.upgrade': 'Torne-se organizador',
  'organizers.talk': 'Falar com a equipa',
  'organizers.figures': 'A Platea em números',
  'organizers.figure.artists': 'Artistas de {count} países',
  'organizers.figure.sales': 'Vendas em mais de {count} países',
  'organizers.figure.currencies': 'Mais de {count} moedas',
  'organizers.figure.unlimited': 'Espectadores, canais e produtos ilimitados',

  'organizers.features.title': 'Tudo o que precisa para vender online',
  'organizers.feature.channel': 'O seu próprio canal',
  'organizers.feature.channelBody':
    'A sua página com logótipo, capa, redes sociais e todos os seus produtos, com uma subscrição mensal opcional.',
  'organizers.feature.types': 'Onze tipos de produto',
  'organizers.feature.typesBody':
    'Vídeo a pedido, diretos e diferidos, podcasts, artigos, cursos e mestrados, reuniões, fichas educativas e produtos físicos.',
  'organizers.feature.live': 'Diretos sem limites',
  'organizers.feature.liveBody':
    'Os diretos não têm limite de tempo; os diferidos transmitem uma gravação como se fosse em direto, ao ritmo de cada sessão.',
  'organizers.feature.video': 'Vídeo que se adapta',
  'organizers.feature.videoBody':
    'Carregue até 3 GB: preparamos 1080p, 720p, 540p e 360p, e protegemos cada ligação com autorizações de curta duração.',
  'organizers.feature.courses': 'Cursos e mestrados',
  'organizers.feature.coursesBody':
    'Módulos, lições, materiais, docentes e avaliações; os mestrados agrupam os seus cursos por ordem.',
  'organizers.feature.codes': 'Cupões e eventos privados',
  'organizers.feature.codesBody':
    'Cupões de desconto, códigos de convite de utilização única (até 1000 de cada vez) e produtos privados por convite.',
  'organizers.feature.sales': 'Vendas e faturas',
  'organizers.feature.salesBody':
    'Cada venda com a respetiva divisão, descarga em CSV, compras a meio para acompanhar e faturas automáticas para os compradores.',
  'organizers.feature.languages': 'Três idiomas',
  'organizers.feature.languagesBody':
    'O seu público navega em espanhol, inglês ou português, e os seus textos podem ser traduzidos para cada um.',

  'organizers.how.title': 'Como funciona',
  'organizers.how.account': 'Crie a sua conta de organizador, gratuitamente.',
  'organizers.how.channel': 'Prepare o seu canal e peça a publicação: a equipa revê-o em menos de 24 horas.',
  'organizers.how.publish': 'Publique os seus produtos e partilhe-os.',
  'organizers.how.paid': 'Receba nos primeiros dias do mês seguinte ao evento.',

  'organizers.plans.title': 'Planos',
  'organizers.plans.intro': 'Comece gratuitamente e pague apenas pelo que vende e transmite.',
  'organizers.plan.producer': 'Produtor',
  'organizers.plan.producerPrice': 'para começar',
  'organizers.plan.producer1': 'O seu canal e produtos ilimitados, gratuitos ou pagos',
  'organizers.plan.producer2': '{minutes} minutos de transmissão em direto grátis para experimentar',
  'organizers.plan.producer3': 'Opção pré-paga para mais tempo de transmissão',
  'organizers.plan.live': 'Direto',
  'organizers.plan.livePrice': 'por bilhete vendido',
  'organizers.plan.live1': '{hours} horas de transmissão incluídas por evento',
  'organizers.plan.live2': 'Cada hora extra: {price} por bilhete',
  'organizers.plan.live3': 'Os bilhetes gratuitos não têm comissão',
  'organizers.plan.private': 'Canal privado',
  'organizers.plan.privatePrice': 'por acesso',
  'organizers.plan.private1': '{hours} horas incluídas',
  'organizers.plan.private2': 'Cada hora extra: {price} por acesso',
  'organizers.plan.private3': 'Por convite ou com códigos',
  'organizers.extras': 'Extras',
  'organizers.extra.recording': 'Gravação da sua transmissão: {price}',
  'organizers.extra.rehearsal':
    'Sala de ensaio virtual: {hours} hora grátis se transmitir; caso contrário, {price} por hora',
  'organizers.whiteLabel':
    'Quer a Platea com a sua própria marca? Existe uma opção de marca branca (SaaS): pergunte-nos neste formulário.',

  'organizers.fees.title': 'Comissões',
  'organizers.fees.intro': 'Uma comissão sobre o que vende, igual para todos.',
  'organizers.fees.caption': 'Tabela de comissões',
  'organizers.fees.concept': 'Conceito',
  'organizers.fees.value': 'Comissão',
  'organizers.fees.share': 'A sua parte de cada venda',
  'organizers.fees.platform': 'Comissão da plataforma por bilhete pago',
  'organizers.fees.platformValue': '{percent}% + {fee}',
  'organizers.fees.free': 'Bilhetes gratuitos',
  'organizers.fees.freeValue': 'Sem comissão',
  'organizers.fees.support': 'Apoios acrescentados pelos compradores',
  'organizers.fees.subscriptions': 'Subscrições mensais do canal',
  'organizers.fees.subscriptionsValue': '{percent}%, sem custo por bilhete',
  'organizers.fees.payer': 'Quem paga os {fee} por bilhete',
  'organizers.fees.payerBuyer': 'O comprador, além do preço',
  'organizers.fees.payerOrganizer': 'O organizador, da sua parte',
  'organizers.fees.payouts': 'Pagamentos',
  'organizers.fees.payoutsValue': 'Primeiros dias do mês seguinte ao evento, para o seu IBAN',
  'organizers.fees.promotions': 'Promoções da plataforma',
  'organizers.fees.promotionsValue':
    'No máximo {percent}% de desconto; a divisão aplica-se ao que o comprador paga',
  'organizers.fees.examples': 'Exemplos',

  'organizers.contact.title': 'Contacto',
  'organizers.contact.intro':
    'Fale-nos do seu projeto: o tipo de eventos, o seu público e quando quer começar. Respondemos por email.',

  'organizers.terms.title': 'Condições para organizadores',
  'organizers.terms.review':
    'A equipa revê cada canal, em menos de 24 horas, antes de o publicar. Para publicar produtos precisa de um canal aprovado.',
  'organizers.terms.content':
    'É responsável pelo seu canal e pelos seus conteúdos, e tem de deter os direitos do que publica.',
  'organizers.terms.locks':
    'Depois de publicado, um produto não pode mudar de tipo nem de canal, voltar a rascunho nem ser apagado; as sessões guardadas não mudam.',
  'organizers.terms.refunds':
    'Os bilhetes são pessoais e não são reembolsáveis, exceto se um direto for suspenso: nesse caso o comprador recupera o valor total se o pedir no prazo de 20 dias úteis.',
  'organizers.terms.costs':
    'Os custos dos seus cancelamentos e erros são seus; os reembolsos por problemas de ligação de um espectador dividem-se a 50% entre si e o fornecedor.',
  'organizers.terms.promotions':
    'O fornecedor pode fazer promoções até 20% nos seus produtos; a sua parte é calculada sobre o que o comprador paga.',
  'organizers.terms.payouts':
    'Os pagamentos são feitos nos primeiros dias do mês seguinte ao evento, para o IBAN do seu canal, já com as comissões acima descontadas.',
  'organizers.terms.more':
    'Leia o [aviso legal](/aviso-legal) completo e a [ajuda legal](/help/legal), ou os [guias para organizadores](/help/organizers).',

  'page.updated': 'Atualizada a {date}',
  'store.about': 'Sobre {name}',
};

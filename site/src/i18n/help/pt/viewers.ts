import type { HelpDocument } from '../tree.ts';

/** Help for everyone who watches: basics, about products and the player. */
export const viewersPt: Pick<HelpDocument, 'basics' | 'about-products' | 'player'> = {
  basics: {
    title: 'Primeiros passos',
    summary: 'A sua conta, o idioma, como comprar um bilhete, os códigos e as subscrições.',
    sections: {
      'create-account': {
        title: 'Criar a sua conta e iniciar sessão',
        summary:
          'Registe-se gratuitamente, ative a conta com a ligação do email e recupere a palavra-passe se a esquecer.',
        body: [
          'Registar-se na Platea é gratuito. Só precisa de uma conta para comprar, resgatar códigos, subscrever canais e ver o que tem; para explorar o catálogo não é necessária.',
          {
            steps: [
              'Abra [Criar conta](/logup) e escolha se se regista como participante (para ver conteúdos) ou como organizador (para vender os seus próprios conteúdos).',
              'Escreva o seu email duas vezes e uma palavra-passe, também duas vezes. A palavra-passe precisa de pelo menos 8 caracteres com uma maiúscula, uma minúscula, um algarismo e um carácter especial.',
              'Aceite a política de privacidade. Receber novidades e ofertas é opcional e pode alterá-lo quando quiser.',
              'Enviamos-lhe um email com uma ligação: abra-a para ativar a conta. Se não chegar, veja a pasta de spam ou peça outra na página de ativação.',
            ],
          },
          'Em alguns sites a equipa aprova cada conta nova manualmente. Nesse caso, depois de ativar a conta receberá outro email quando for aprovada e, a partir daí, poderá [iniciar sessão](/login).',
          { heading: 'Esqueceu-se da palavra-passe?' },
          'Em [Recuperar palavra-passe](/recovery-password) escreva o seu email e enviamos-lhe uma ligação para escolher uma nova. A ligação funciona uma única vez, durante uma hora. Por segurança, a resposta é a mesma quer o email tenha conta quer não.',
          {
            note: 'Se errar a palavra-passe várias vezes seguidas, o site pede-lhe que espere alguns segundos antes de tentar de novo, e a espera aumenta a cada falha. A sua conta nunca fica bloqueada por isso: noutro dispositivo pode entrar normalmente.',
          },
        ],
      },
      'language-and-account': {
        title: 'Idioma e dados da sua conta',
        summary: 'Mude o idioma do site e mantenha atualizados os seus dados, a faturação e as preferências.',
        body: [
          'A Platea está em espanhol, inglês e português. Mude de idioma com o seletor ES · EN · PT do cabeçalho: o site lembra a sua escolha durante um ano neste navegador. Os emails que lhe enviamos usam o idioma da sua conta.',
          'Os títulos e as descrições de cada produto são escritos pelo seu organizador; se não os traduziu para o seu idioma, verá os originais.',
          { heading: 'Os meus dados' },
          'Em [Os meus dados](/account/my-data) encontra, guardados em separado:',
          {
            list: [
              'Dados gerais: nome, apelidos, país, idioma, fuso horário (as datas aparecem na sua hora), fotografia e redes sociais.',
              'Dados de faturação: empresa ou nome completo, NIF e morada. As suas faturas são emitidas com estes dados.',
              'Palavra-passe: para a alterar precisa da atual.',
              'Preferências: receber ou não novidades por email e se o seu perfil é público. Um perfil oculto mostra aos outros um aviso de que não é público.',
              'Torne-se organizador: se se registou como participante, pode pedir para passar a organizador e a equipa analisa o pedido.',
            ],
          },
        ],
      },
      'buying-tickets': {
        title: 'Comprar um bilhete',
        summary: 'Como se compra, o que se paga, onde aparece o que comprou e onde está a fatura.',
        body: [
          'Cada produto tem a sua página com o preço, as datas e a informação do organizador. Para o comprar:',
          {
            steps: [
              'Inicie sessão (o botão «Inicie sessão para comprar» traz-o de volta à página depois).',
              'Se o evento tiver várias datas, escolha a sua. As horas aparecem no seu fuso horário.',
              'Se tiver um código de desconto, escreva-o. Também pode juntar um valor opcional para apoiar o criador.',
              'Aceite as condições de venda e carregue em «Comprar». Paga na página de pagamento segura; os dados do seu cartão nunca passam pela Platea.',
              'Quando o pagamento é confirmado, o produto aparece em [As minhas coisas](/mystuff/products) e a encomenda, com a fatura, em [Encomendas](/mystuff/orders).',
            ],
          },
          'Os preços incluem impostos. Nos bilhetes pagos acresce uma taxa de serviço de {ticketFee} por bilhete, que verá discriminada antes de pagar e na fatura. Os produtos gratuitos obtêm-se com um clique e não têm taxas.',
          {
            list: [
              'Cada pessoa pode ter um único bilhete por produto: se já o tem, a página leva-o diretamente até ele.',
              'Os bilhetes são pessoais e não podem ser transferidos para outra conta.',
              'Se deixar um pagamento a meio, a encomenda fica pendente e pode pagá-la mais tarde. Pode ter no máximo 5 encomendas pendentes por dia.',
            ],
          },
        ],
      },
      'codes-and-coupons': {
        title: 'Códigos e cupões de desconto',
        summary: 'A diferença entre um cupão e um código de convite, e como se resgatam.',
        body: [
          'Há dois tipos de código, e ambos exigem que tenha iniciado sessão:',
          {
            list: [
              'Cupão de desconto: criado pelo organizador (ou pela equipa da Platea numa promoção) para um produto. Baixa o preço ou fixa um preço final, tem unidades limitadas e cada pessoa pode usá-lo uma vez.',
              'Código de convite: dá acesso a um evento privado. Cada código funciona uma única vez; assim que alguém o resgata, fica usado.',
            ],
          },
          'Escreva o código no campo «Código de desconto» da página do produto ao comprar. Se o código cobrir todo o preço, o produto passa diretamente para [As minhas coisas](/mystuff/products) sem pagamento.',
          'Se o site disser que o código não é válido, confirme que é para esse produto (e para essa data, se o evento tiver várias), que não expirou e que ainda não o usou.',
        ],
      },
      subscriptions: {
        title: 'Subscrições de canais',
        summary: 'Subscreva um canal todos os meses e cancele quando quiser sem perder o que pagou.',
        body: [
          'Alguns canais oferecem uma subscrição mensal que dá acesso aos seus conteúdos enquanto estiver paga. O preço aparece na página do canal.',
          {
            steps: [
              'Na página do canal carregue em «Assinar» e conclua o pagamento.',
              'A subscrição renova-se todos os meses. Cada mês pago gera uma encomenda com a fatura em [Encomendas](/mystuff/orders).',
              'Para cancelar, carregue em «Cancelar assinatura» na página do canal e confirme.',
            ],
          },
          'Depois de cancelar não há mais cobranças e mantém o acesso até ao fim do período que já pagou. As suas subscrições, ativas e canceladas, estão em [Subscrições](/mystuff/subscriptions).',
        ],
      },
      'my-stuff': {
        title: 'As minhas coisas',
        summary: 'Onde encontrar o que comprou, as suas subscrições e as suas faturas.',
        body: [
          '[As minhas coisas](/mystuff/products) reúne tudo o que é seu em três separadores:',
          {
            list: [
              'Produtos: o que comprou, obteve gratuitamente ou resgatou com um código, com o seu estado: disponível, disponível até uma data, começa numa data, expirado ou acesso retirado.',
              'Subscrições: os canais que subscreve, desde quando e até quando são válidas.',
              'Encomendas: o histórico de compras e pagamentos, com a fatura de cada encomenda paga para descarregar.',
            ],
          },
          'A partir de cada produto chega ao leitor, ao curso ou à sua página. Um evento com data abre nessa data: até lá verá uma contagem decrescente.',
        ],
      },
      'finding-content': {
        title: 'Encontrar conteúdos',
        summary: 'Pesquise por título, pessoa ou etiqueta, e explore canais, artistas e a programação.',
        body: [
          'A pesquisa encontra produtos, canais e artistas pelo título, pelas etiquetas, pelas pessoas que participam e pelas descrições. Escreva pelo menos 3 letras; maiúsculas e acentos não contam.',
          'Cada canal tem a sua página com todos os produtos publicados, e cada artista ou docente tem a sua. A página inicial mostra os destaques escolhidos pela equipa.',
          'Os produtos privados não aparecem na pesquisa: chega-se a eles com um código de convite.',
        ],
      },
    },
  },
  'about-products': {
    title: 'Sobre os produtos',
    summary: 'Diretos, diferidos, vídeo de aluguer, eventos privados e cursos: como funciona cada um.',
    sections: {
      'product-types': {
        title: 'Tipos de produto',
        summary: 'Vídeo a pedido, diretos, podcasts, cursos, reuniões e mais: o que é cada um.',
        body: [
          {
            list: [
              'Vídeo a pedido: uma gravação que vê quando quiser, durante o tempo definido pelo organizador.',
              'Evento em diferido: uma gravação transmitida como um direto à hora de cada sessão.',
              'Transmissão em direto: uma emissão em tempo real.',
              'Podcast: áudio que ouve no leitor e, se o organizador o permitir, descarrega em MP3.',
              'Artigo: um texto com imagens.',
              'Curso e mestrado: lições organizadas em módulos; um mestrado agrupa vários cursos.',
              'Reunião online: uma videochamada até 70 pessoas.',
              'Ficha educativa: uma atividade descrita com os objetivos, os recursos e o método.',
              'Produto físico e produto genérico: algo que o organizador entrega ou presta fora da plataforma.',
            ],
          },
          'Cada página indica a classificação etária: todos os públicos, maiores de 13 ou maiores de 18.',
        ],
      },
      live: {
        title: 'Eventos em direto',
        summary: 'Sem limite de duração; se chegar atrasado, entra no ponto em que a emissão vai.',
        body: [
          'Os diretos não têm limite de tempo. O seu bilhete é para uma data concreta se o evento tiver várias: escolha-a ao comprar.',
          'Se se ligar depois do início, entra no momento em que a emissão vai, como numa sala: não é possível voltar ao princípio enquanto decorre.',
          'Abra o leitor em [As minhas coisas](/mystuff/products) ou na página do produto. Antes do início verá uma contagem decrescente.',
        ],
      },
      'fake-live': {
        title: 'Eventos em diferido',
        summary: 'Uma gravação transmitida como um direto, à hora de cada sessão, com repetição opcional.',
        body: [
          'Um evento em diferido é um espetáculo gravado transmitido como se fosse em direto: começa à hora da sessão e todos os espectadores veem o mesmo momento ao mesmo tempo.',
          {
            list: [
              'Antes da hora, o leitor mostra a contagem decrescente.',
              'Se chegar atrasado, entra no ponto em que a emissão vai.',
              'No fim, a emissão dá-se por terminada, a não ser que o organizador permita vê-la de novo: nesse caso pode vê-la como vídeo a pedido.',
            ],
          },
        ],
      },
      'rental-video': {
        title: 'Vídeo a pedido e aluguer',
        summary: 'O organizador decide durante quanto tempo pode ver cada vídeo.',
        body: [
          'Cada organizador define o tempo de visualização dos seus vídeos a pedido:',
          {
            list: [
              'Sem limite: o vídeo é seu enquanto tiver a conta.',
              'Aluguer por horas: um número de horas que começa a contar quando compra.',
              'Até uma data: o vídeo pode ser visto (e comprado) até esse dia.',
            ],
          },
          'A página do produto e [As minhas coisas](/mystuff/products) dizem-lhe até quando está disponível. O leitor lembra-se de onde parou e continua a partir daí.',
          'Alguns vídeos de eventos só estão à venda entre duas datas: fora delas, a página indica que já não se pode comprar.',
        ],
      },
      'private-events': {
        title: 'Eventos privados',
        summary: 'Eventos por convite: só entra quem tem um código.',
        body: [
          'Um produto privado não aparece no catálogo nem na pesquisa. O organizador distribui códigos de convite, cada um válido uma única vez.',
          'Para entrar, inicie sessão e resgate o seu código: o produto passa para [As minhas coisas](/mystuff/products). Se o código não cobrir todo o preço, paga a diferença.',
        ],
      },
      'courses-for-students': {
        title: 'Cursos e mestrados para alunos',
        summary: 'Lições, materiais, notas e avaliações de cada curso.',
        body: [
          'A página de um curso mostra o programa, as lições, os docentes, o calendário e as perguntas frequentes. Ao comprá-lo tem acesso a todas as lições, com os vídeos, materiais e notas.',
          'O curso lembra-se das lições que já viu. Pode avaliar cada lição e deixar comentários para o docente.',
          'Um mestrado agrupa vários cursos: ao comprá-lo fica com todos.',
        ],
      },
    },
  },
  player: {
    title: 'O leitor',
    summary: 'Qualidades de 360p a 1080p, a ligação que cada uma precisa e o que fazer se algo falhar.',
    sections: {
      watching: {
        title: 'Ver um vídeo ou ouvir um podcast',
        summary: 'Onde abrir o leitor e como continua onde parou.',
        body: [
          'Abra o que tem em [As minhas coisas](/mystuff/products) ou na página do produto com «Ver agora». O leitor está em /player/ seguido do nome do produto e só funciona com a sessão iniciada.',
          {
            list: [
              'Continua onde parou: o leitor guarda a sua posição a cada poucos segundos, ao pausar e ao sair.',
              'Podcasts: reproduzir e pausar; se o organizador o permitir, descarregar o MP3.',
              'Ecrã inteiro e teclado: o leitor funciona com o rato, o toque ou o teclado.',
            ],
          },
        ],
      },
      quality: {
        title: 'Qualidade do vídeo',
        summary: '1080p, 720p, 540p e 360p: qual escolher para a sua ligação.',
        body: [
          'O leitor escolhe a qualidade automaticamente de acordo com a sua ligação. Pode fixá-la no menu «Qualidade»:',
          {
            list: [
              '1080p: com cerca de 5 Mbps ou mais.',
              '720p: abaixo de cerca de 3 Mbps, escolha 720p.',
              '540p e 360p: para ligações lentas ou telemóveis com pouca rede.',
            ],
          },
          'Nunca verá uma qualidade superior à do vídeo original.',
        ],
      },
      'player-messages': {
        title: 'Mensagens do leitor',
        summary: 'O que significam «abre a…», «terminou», «não disponível» e «a ser preparado».',
        body: [
          {
            list: [
              'Abre a…: o evento ainda não começou. Verá uma contagem decrescente até à hora.',
              'Esta emissão terminou: o diferido ou o direto já acabou e o organizador não oferece repetição.',
              'O vídeo está a ser preparado: o organizador acabou de o carregar; estará pronto dentro de minutos.',
              'Este conteúdo ainda não está disponível: ainda não há vídeo ou o seu acesso não está ativo. Veja em [As minhas coisas](/mystuff/products) até quando o tem.',
              'Não é possível aceder à emissão: o direto não está ligado neste momento. Tente de novo dentro de minutos.',
            ],
          },
        ],
      },
      troubleshooting: {
        title: 'Problemas de ligação',
        summary: 'Se o vídeo para ou não arranca, experimente isto antes de nos escrever.',
        body: [
          {
            steps: [
              'Baixe a qualidade no menu «Qualidade» (720p ou menos) e verifique a velocidade da sua ligação.',
              'Recarregue a página: o leitor renova a autorização de acesso e continua onde estava.',
              'Feche outros separadores ou transferências, e experimente uma versão recente do Chrome, Firefox, Safari ou Edge.',
              'Se continuar a falhar, [escreva-nos](/help/contact) indicando o produto, o dispositivo e o navegador.',
            ],
          },
          'As ligações do vídeo expiram ao fim de poucos minutos e dependem da sua sessão: copiá-las para outro dispositivo ou partilhá-las não funciona.',
        ],
      },
    },
  },
};

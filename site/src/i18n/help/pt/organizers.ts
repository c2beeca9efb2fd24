import type { HelpDocument } from '../tree.ts';

/** Help for organizers, the legal statements and contact. */
export const organizersPt: Pick<HelpDocument, 'organizers' | 'legal' | 'contact'> = {
  organizers: {
    title: 'Para organizadores',
    summary: 'Canais, produtos, preços e comissões, pagamentos, códigos e a revisão da equipa.',
    sections: {
      'become-organizer': {
        title: 'Tornar-se organizador',
        summary: 'Registe-se como organizador ou peça a mudança na sua conta, e trabalhe na consola.',
        body: [
          'Os organizadores (artistas, companhias, escolas, instituições) abrem canais e publicam neles os seus produtos. Há dois caminhos:',
          {
            list: [
              'Ao [criar a sua conta](/logup), escolha «organizador».',
              'Se já tem uma conta de participante, peça a mudança em [Os meus dados](/account/my-data), na secção «Torne-se organizador». A equipa valida o pedido.',
            ],
          },
          'Como organizador trabalha na consola [/account](/account): uma vista geral com os bilhetes vendidos, códigos e oportunidades, os seus canais e produtos, as suas vendas, os seus oradores e estes tutoriais. As visitas guiadas acompanham-no no primeiro canal e no primeiro produto.',
          'As condições, os planos e as comissões estão resumidos na [página para organizadores](/organizers).',
        ],
      },
      channels: {
        title: 'O seu canal e a revisão',
        summary:
          'Crie o canal, preencha os dados de pagamento e peça a publicação: a equipa revê-o em 24 horas.',
        body: [
          'O canal é a sua montra: título, descrição (até 400 caracteres), logótipo e imagens, redes sociais e, se quiser, uma subscrição mensal.',
          'Nos dados de faturação indique o NIF, a morada, o telefone e o IBAN onde quer receber os seus pagamentos.',
          { heading: 'Estados do canal' },
          {
            list: [
              'Rascunho: só o organizador o vê. Pode prepará-lo com calma.',
              'Em revisão: pediu a publicação. A equipa revê-o no máximo em 24 horas.',
              'Publicado: visível para todos. Recebe um email de confirmação.',
              'Se a equipa o devolver a rascunho, o email explica o que é preciso mudar. Corrija e volte a pedir a publicação.',
            ],
          },
          'Pode desativar um canal publicado em qualquer momento: volta a rascunho e só o organizador o vê. Para publicar produtos precisa de pelo menos um canal aprovado pela equipa.',
        ],
      },
      products: {
        title: 'Criar e publicar produtos',
        summary:
          'Os passos do formulário, os estados rascunho, publicado e privado, e o que deixa de mudar ao publicar.',
        body: [
          'Crie um produto na consola escolhendo o tipo, o canal, o plano (pago ou gratuito) e o título. Depois complete-o passo a passo: informação, datas e sessões, preços, multimédia, acesso e códigos, e SEO.',
          {
            list: [
              'Imagens: JPG ou PNG até 8 MB; a imagem recomendada do produto mede 1100 × 650 píxeis.',
              'Vídeo: MP4 até 3 GB.',
              'Descrição curta: até 240 caracteres. O endereço (slug) é gerado a partir do título, sem espaços nem caracteres especiais.',
              'Eventos com várias datas: precisam de pelo menos uma sessão. As horas são introduzidas na hora da Europa Central.',
            ],
          },
          { heading: 'Rascunho, publicado e privado' },
          'Um rascunho não é visto por mais ninguém. Publicado é visível para todos; privado só é acessível com os códigos que gerar depois de o publicar.',
          'Depois de publicado, o produto já não pode mudar de tipo nem de canal, voltar a rascunho nem ser apagado, e as sessões guardadas não podem ser editadas nem apagadas (pode acrescentar sessões novas). O formulário mostra esses campos bloqueados, com o motivo.',
        ],
      },
      'prices-fees-payouts': {
        title: 'Preços, comissões e pagamentos',
        summary:
          'Recebe {organizerPercent}% de cada venda; a plataforma cobra {platformPercent}% mais {ticketFee} por bilhete.',
        body: [
          'Os preços indicam-se com impostos incluídos: escreva o preço total e a taxa de imposto, e a consola calcula a base e o imposto (com 10%, o preço é dividido por 1,1).',
          {
            list: [
              'Por cada venda recebe {organizerPercent}% do que o comprador paga pelo bilhete e pelo apoio opcional.',
              'A plataforma cobra {platformPercent}% mais {ticketFee} por cada bilhete pago. Os bilhetes gratuitos não têm comissão.',
              'Nas subscrições mensais do seu canal aplica-se apenas {platformPercent}%: uma subscrição não é um bilhete.',
              'Os pagamentos são feitos nos primeiros dias do mês seguinte ao evento, para o IBAN do seu canal.',
            ],
          },
          'Esta é a divisão com as regras que o pagamento aplica hoje:',
          { feeExamples: true },
          'As vendas e a respetiva divisão estão na consola, em Vendas, e podem ser descarregadas em CSV.',
        ],
      },
      'coupons-codes-sales': {
        title: 'Cupões, códigos e vendas',
        summary: 'Crie cupões de desconto e códigos de convite, e acompanhe as vendas e as oportunidades.',
        body: [
          {
            list: [
              'Cupões: para produtos publicados ou privados. Escolhe o desconto (até 100%) ou um preço final, as unidades e, nos eventos com várias datas, a sessão. Cada pessoa pode usá-lo uma vez.',
              'Códigos de convite: para produtos privados, gerados em bloco (até 1000 de cada vez), cada um funciona uma única vez. Entregue-os a quem quiser convidar.',
              'Vendas: cada venda com produto, email, valor, apoio, data de pagamento, data do evento e país, com filtros e descarga em CSV.',
              'Oportunidades: compras que alguém começou e não acabou de pagar.',
            ],
          },
          'A equipa da Platea pode fazer promoções com descontos até 20% nos seus produtos. A divisão é calculada sobre o que o comprador paga, como em qualquer venda.',
        ],
      },
      'courses-and-masters': {
        title: 'Cursos e mestrados',
        summary: 'Organize um curso em módulos e lições, e agrupe cursos num mestrado.',
        body: [
          'Um curso é um produto com passos próprios: informação, requisitos, vídeo, e módulos e lições. Cada lição pode ter vídeo, uma ligação para um direto ou uma reunião, materiais, notas e a duração. Guarde cada lição ao editá-la.',
          'Um mestrado agrupa vários dos seus cursos pela ordem que escolher: quem compra o mestrado tem acesso a todos. O formulário avisa-o se repetir um curso.',
          'Acrescente os oradores (docentes) em Oradores: cada um precisa de pelo menos uma etiqueta. Um orador usado por algum produto não pode ser apagado.',
          'Os alunos avaliam as lições; verá as avaliações na consola.',
        ],
      },
      'uploading-video': {
        title: 'Carregar vídeo e áudio',
        summary: 'Carregamentos que se retomam, qualidades de 1080p a 360p e áudio para podcasts.',
        body: [
          'Carregue o vídeo, o trailer ou o áudio de um podcast no passo «Multimédia» do produto (e o de cada lição em «Módulos e lições»).',
          {
            list: [
              'O carregamento retoma-se: se a ligação cair ou fechar o separador, ao escolher de novo o mesmo ficheiro continua onde parou.',
              'Depois, a Platea prepara automaticamente as qualidades 1080p, 720p, 540p e 360p (nunca acima do original) e uma imagem de capa. Verá a percentagem; se o ficheiro não puder ser processado, verá o motivo.',
              'Para os podcasts é preparado também um MP3, que os compradores podem descarregar se o permitir.',
            ],
          },
        ],
      },
    },
  },
  legal: {
    title: 'Legal',
    summary: 'Reembolsos, cancelamentos, quem assume cada custo e os seus dados.',
    sections: {
      refunds: {
        title: 'Reembolsos',
        summary: 'Não há reembolso depois da compra, exceto se um direto for suspenso.',
        body: [
          'Depois de feita a compra não há reembolso: os bilhetes dão acesso imediato ao conteúdo e não são transferíveis entre contas.',
          'A exceção é a suspensão de um direto: se um evento em direto for suspenso, o valor total é devolvido se o pedir por email à equipa de suporte no prazo de 20 dias úteis. Escreva-nos através do [formulário de contacto](/help/contact) indicando a encomenda.',
          'Uma encomenda reembolsada aparece como «Reembolsada» em [Encomendas](/mystuff/orders).',
        ],
      },
      'cancellations-and-costs': {
        title: 'Cancelamentos e quem assume cada custo',
        summary:
          'O que acontece se o organizador cancelar ou se enganar, e como se dividem os problemas de ligação.',
        body: [
          {
            list: [
              'Cancelamento pelo organizador: o organizador assume o custo de devolver os bilhetes.',
              'Erros do organizador (uma data ou um preço errados, um conteúdo que não corresponde): assumidos pelo organizador.',
              'Reclamações dos espectadores: a equipa analisa-as com o organizador e, quando for o caso, aplica-se a regra de reembolso.',
              'Problemas de ligação de um espectador: se o reembolso for reconhecido, o custo é dividido a 50% entre o organizador e o fornecedor da plataforma.',
            ],
          },
          'Antes de reclamar pela ligação, veja os [problemas de ligação](/help/player/troubleshooting): muitas vezes basta baixar a qualidade.',
        ],
      },
      promotions: {
        title: 'Promoções',
        summary: 'O fornecedor pode fazer promoções e códigos de desconto até 20%.',
        body: [
          'O fornecedor da plataforma pode lançar promoções ou códigos de desconto até 20% nos produtos publicados. Os cupões de cada organizador podem chegar aos 100%.',
          'Em qualquer caso, a divisão entre organizador e plataforma é calculada sobre o que o comprador realmente paga.',
        ],
      },
      'privacy-and-terms': {
        title: 'Privacidade e aviso legal',
        summary: 'Que dados tratamos, que cookies usamos e os seus direitos.',
        body: [
          'O [aviso legal e a política de privacidade](/aviso-legal) explicam quem presta o serviço, que dados tratamos e para quê, os cookies (só os necessários: a sessão e o idioma) e como exercer os seus direitos.',
          'Quando compra um produto, o organizador recebe o seu nome, apelidos, email e país para gerir o evento. Pode deixar de receber novidades em [Os meus dados](/account/my-data) quando quiser.',
        ],
      },
    },
  },
  contact: {
    title: 'Contacto',
    summary: 'Não encontra a resposta? Escreva à equipa e respondemos por email.',
    sections: {},
  },
};

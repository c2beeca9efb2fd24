import type { MeetingsStrings } from './meetings.en';

const pt: MeetingsStrings = {
  TITLE: 'Reuniões',
  CARD_DESCRIPTION:
    'O provedor de vídeo dos produtos de reunião (100ms): as suas chaves, o seu modelo e o webhook que mantém exatas as vagas.',
  CONFIGURE: 'Configurar reuniões',
  BACK: 'Voltar aos módulos',
  SUBTITLE:
    'As salas de reunião são criadas na 100ms. As chaves estão no painel da 100ms → Developer (access key, app secret) e o id do modelo no seu modelo. As chaves são guardadas e não voltam a ser mostradas.',
  SOURCE_ENVIRONMENT:
    'O ambiente do servidor configura as reuniões (HMS_ACCESS_KEY, HMS_SECRET, HMS_TEMPLATE_ID): prevalece sobre esta página, cujos campos ficam só de leitura enquanto isso.',
  SOURCE_SETTINGS: 'As reuniões estão ativas: as salas são criadas com estas chaves.',
  SOURCE_NONE:
    'As reuniões não estão configuradas: os organizadores não podem iniciar uma reunião até que a access key, o segredo e o modelo estejam definidos.',
  SECTION_KEYS: 'Chaves da app',
  SECTION_ROOMS: 'Salas',
  SECTION_WEBHOOK: 'Webhook',
  ACCESS_KEY: 'Access key',
  SECRET: 'Segredo da app',
  TEMPLATE_ID: 'Id do modelo',
  TEMPLATE_HELP: 'Cada sala de reunião é criada com este modelo (os seus papéis e o seu layout).',
  API_URL: 'Endereço da API',
  API_URL_HELP: 'A API REST da 100ms; altere-a apenas se a 100ms o indicar.',
  SUBDOMAIN: 'Subdomínio prebuilt',
  SUBDOMAIN_HELP:
    'O que vem antes de .app.100ms.live nas suas salas prebuilt: sem ele, os participantes não conseguem entrar pelo site.',
  HOST_ROLE: 'Papel do organizador',
  GUEST_ROLE: 'Papel de quem tem ingresso',
  ROLE_HELP: 'O nome do papel no modelo.',
  WEBHOOK_URL: 'Endereço do webhook',
  WEBHOOK_HELP:
    'No painel da 100ms → Developer → Webhooks, cole este endereço e adicione o cabeçalho x-platea-webhook-secret com o segredo do webhook abaixo. Sem ele, as entradas e saídas não são ouvidas.',
  COPY: 'Copiar o endereço do webhook',
  COPIED: 'Copiado',
  COPY_FAILED: 'Não foi possível copiar: selecione o endereço e copie-o',
  WEBHOOK_SECRET: 'Segredo do webhook',
  SAVE: 'Guardar reuniões',
  INVALID_URL: 'Um endereço que comece por https://',
  INVALID_SUBDOMAIN: 'Apenas letras, algarismos e hífens.',
};

export default pt;

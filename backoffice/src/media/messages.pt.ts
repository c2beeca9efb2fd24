import type { Messages } from './messages.en';

const pt: Messages = {
  ADMIN: {
    STORAGE: {
      TITLE: 'Armazenamento',
      USED: 'Armazenamento: %{used} de %{limit}',
      PENDING: 'Inclui %{size} reservados por envios em curso.',
      HELP: 'Os seus vídeos e áudios com as versões transcodificadas. Até %{open} envios de cada vez.',
      FULL: 'O seu armazenamento está cheio: apague conteúdos ou peça mais a um administrador.',
      METER: 'Armazenamento usado',
      LOAD_ERROR: 'Não foi possível carregar o seu armazenamento',
      LIMITS: {
        TITLE: 'Armazenamento de vídeo e áudio',
        HELP: 'O que podem ocupar os vídeos e áudios de cada organizador, e quantos envios cada pessoa pode ter em curso. Um envio acima de um limite é recusado antes de guardar qualquer byte.',
        QUOTA: 'Quota por organizador (GB)',
        OPEN: 'Envios em curso por pessoa',
        IN_FLIGHT: 'Tamanho dos envios em curso por pessoa (GB)',
      },
    },
  },
};

export default pt;

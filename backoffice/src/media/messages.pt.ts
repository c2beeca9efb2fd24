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
    },
  },
};

export default pt;

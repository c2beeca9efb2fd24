import type { Messages } from './messages.en';

const pt: Messages = {
  ADMIN: {
    HOME_EDITOR: {
      MENU: 'Página inicial',
      LEAVE: {
        TITLE: 'Sair sem guardar?',
        TEXT: 'Perderá as alterações da página inicial ou da paleta que não guardou.',
        STAY: 'Ficar',
        LEAVE: 'Sair',
      },
    },
  },
};

export default pt;

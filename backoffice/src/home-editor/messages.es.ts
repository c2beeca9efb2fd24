import type { Messages } from './messages.en';

const es: Messages = {
  ADMIN: {
    HOME_EDITOR: {
      MENU: 'Portada',
      LEAVE: {
        TITLE: '¿Salir sin guardar?',
        TEXT: 'Se perderán los cambios de la portada o de la paleta que no has guardado.',
        STAY: 'Quedarme',
        LEAVE: 'Salir',
      },
    },
  },
};

export default es;

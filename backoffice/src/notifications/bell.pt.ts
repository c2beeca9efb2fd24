import type { BellStrings } from './bell.en';

const pt: BellStrings = {
  BUTTON: 'Notificações',
  BUTTON_UNREAD: 'Notificações, %{n} não lidas',
  TITLE: 'Notificações',
  UNREAD: '%{n} não lidas',
  EMPTY: 'Ainda não há notificações. As mensagens para si aparecerão aqui.',
  HINT: 'Clique numa para a marcar como lida.',
  MORE: 'Ver anteriores',
  LOAD_ERROR: 'Não foi possível carregar as notificações.',
  RETRY: 'Tentar de novo',
  READ_ERROR: 'Não foi possível marcá-la como lida. Tente de novo.',
  MARKED_READ: 'Marcada como lida.',
  UNREAD_LABEL: 'não lida',
  NEW_ONE: 'Nova notificação: %{subject}',
  NEW_MANY: '%{n} notificações novas',
};

export default pt;

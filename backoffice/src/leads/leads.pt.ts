import type { LeadsStrings } from './leads.en';

const pt: LeadsStrings = {
  TITLE: 'Leads',
  INTRO_ADMIN:
    'Pessoas que pediram notícias da Platea ou de um organizador, e o aceitaram: do formulário de contacto, registos com o consentimento promocional, testes lean e o «avise-me» dos produtos.',
  INTRO_ORGANIZER:
    'Pessoas que pediram notícias dos seus canais e o aceitaram: o «avise-me» dos seus produtos e os seus testes lean.',
  CSV: 'Descarregar CSV',
  SEARCH: 'Pesquisar email ou nome',
  EMPTY: 'Ainda não há leads com estes filtros.',
  FIELDS: {
    createdAt: 'Data',
    email: 'Email',
    name: 'Nome',
    source: 'Origem',
    status: 'Estado',
    channelId: 'Canal',
    channel: 'Canal',
    product: 'Produto',
    from: 'De',
    to: 'Até',
    notes: 'Notas',
    consentedAt: 'Consentimento dado',
  },
  SOURCES: {
    contact: 'Formulário de contacto',
    signup: 'Registo',
    'lean-test': 'Teste lean',
    'notify-me': 'Avise-me',
  },
  STATUSES: {
    new: 'Novo',
    contacted: 'Contactado',
    converted: 'Convertido',
    discarded: 'Descartado',
  },
  PLATFORM: 'Platea',
  SAVE: 'Guardar',
  SAVED: 'Lead guardado',
  DELETE: 'Eliminar',
  DELETE_TITLE: 'Eliminar o lead de %{email}?',
  DELETE_TEXT:
    'Faça-o quando a pessoa pedir para ser esquecida: o lead e as suas notas são eliminados para sempre e não podem ser recuperados.',
  DELETED: 'Lead eliminado',
  NOTES_HELP: 'Só o utilizador e a equipa veem estas notas.',
};
export default pt;

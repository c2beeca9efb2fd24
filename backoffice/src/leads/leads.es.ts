import type { LeadsStrings } from './leads.en';

const es: LeadsStrings = {
  TITLE: 'Leads',
  INTRO_ADMIN:
    'Personas que pidieron noticias de Platea o de un organizador, y lo aceptaron: del formulario de contacto, registros con el consentimiento promocional, tests lean y el «avísame» de los productos.',
  INTRO_ORGANIZER:
    'Personas que pidieron noticias de tus canales y lo aceptaron: el «avísame» de tus productos y tus tests lean.',
  CSV: 'Descargar CSV',
  SEARCH: 'Buscar email o nombre',
  EMPTY: 'Aún no hay leads con estos filtros.',
  FIELDS: {
    createdAt: 'Fecha',
    email: 'Email',
    name: 'Nombre',
    source: 'Origen',
    status: 'Estado',
    channelId: 'Canal',
    channel: 'Canal',
    product: 'Producto',
    from: 'Desde',
    to: 'Hasta',
    notes: 'Notas',
    consentedAt: 'Consentimiento dado',
  },
  SOURCES: {
    contact: 'Formulario de contacto',
    signup: 'Registro',
    'lean-test': 'Test lean',
    'notify-me': 'Avísame',
  },
  STATUSES: {
    new: 'Nuevo',
    contacted: 'Contactado',
    converted: 'Convertido',
    discarded: 'Descartado',
  },
  PLATFORM: 'Platea',
  SAVE: 'Guardar',
  SAVED: 'Lead guardado',
  DELETE: 'Eliminar',
  DELETE_TITLE: '¿Eliminar el lead de %{email}?',
  DELETE_TEXT:
    'Hazlo cuando la persona pida que la olvidemos: el lead y sus notas se eliminan para siempre y no se pueden recuperar.',
  DELETED: 'Lead eliminado',
  NOTES_HELP: 'Solo tú y el equipo veis estas notas.',
};
export default es;

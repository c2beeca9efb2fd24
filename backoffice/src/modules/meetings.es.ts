import type { MeetingsStrings } from './meetings.en';

const es: MeetingsStrings = {
  TITLE: 'Reuniones',
  CARD_DESCRIPTION:
    'El proveedor de vídeo de los productos de reunión (100ms): sus claves, su plantilla y el webhook que mantiene exactas las plazas.',
  CONFIGURE: 'Configurar reuniones',
  BACK: 'Volver a módulos',
  SUBTITLE:
    'Las salas de reunión se crean en 100ms. Las claves están en el panel de 100ms → Developer (access key, app secret) y el id de plantilla en su plantilla. Las claves se guardan y no se vuelven a mostrar.',
  SOURCE_ENVIRONMENT:
    'El entorno del servidor configura las reuniones (HMS_ACCESS_KEY, HMS_SECRET, HMS_TEMPLATE_ID): prevalece sobre esta página, cuyos campos son de solo lectura mientras tanto.',
  SOURCE_SETTINGS: 'Las reuniones están activas: las salas se crean con estas claves.',
  SOURCE_NONE:
    'Las reuniones no están configuradas: los organizadores no pueden iniciar una reunión hasta que estén la access key, el secreto y la plantilla.',
  SECTION_KEYS: 'Claves de la app',
  SECTION_ROOMS: 'Salas',
  SECTION_WEBHOOK: 'Webhook',
  ACCESS_KEY: 'Access key',
  SECRET: 'Secreto de la app',
  TEMPLATE_ID: 'Id de plantilla',
  TEMPLATE_HELP: 'Cada sala de reunión se crea con esta plantilla (sus roles y su diseño).',
  API_URL: 'Dirección de la API',
  API_URL_HELP: 'La API REST de 100ms; cámbiala solo si 100ms te lo indica.',
  SUBDOMAIN: 'Subdominio prebuilt',
  SUBDOMAIN_HELP:
    'Lo que va antes de .app.100ms.live en tus salas prebuilt: sin él, los asistentes no pueden entrar desde el sitio.',
  HOST_ROLE: 'Rol del organizador',
  GUEST_ROLE: 'Rol de quien tiene entrada',
  ROLE_HELP: 'El nombre del rol en la plantilla.',
  WEBHOOK_URL: 'Dirección del webhook',
  WEBHOOK_HELP:
    'En el panel de 100ms → Developer → Webhooks, pega esta dirección y añade la cabecera x-platea-webhook-secret con el secreto del webhook de abajo. Sin él no se oyen las entradas y salidas.',
  COPY: 'Copiar la dirección del webhook',
  COPIED: 'Copiado',
  COPY_FAILED: 'No se ha podido copiar: selecciona la dirección y cópiala',
  WEBHOOK_SECRET: 'Secreto del webhook',
  SAVE: 'Guardar reuniones',
  INVALID_URL: 'Una dirección que empiece por https://',
  INVALID_SUBDOMAIN: 'Solo letras, cifras y guiones.',
};

export default es;

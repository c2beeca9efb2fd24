// Messages of meetings (issue 22: meet rooms through a video-room provider). Spread into en.ts, es.ts, pt.ts.
export const meetingsEn = {
  MEET_NOT_MEET: 'Only a meet product has a meeting room',
  MEET_NOT_CONFIGURED:
    'Meetings are not configured: an administrator gives the video provider’s keys (100ms) in the console, Modules → Meetings, or sets HMS_ACCESS_KEY, HMS_SECRET and HMS_TEMPLATE_ID in the server’s environment',
  MEET_UNAVAILABLE: 'This meet is not available right now',
  MEET_UNABLE_TO_CONNECT: 'Meet unable to connect: try again in a moment',
  MEET_ENDED: 'This meet has ended',
  MEET_NOT_OPEN_YET: 'This meet has not started yet: it opens on {date}',
  MEET_NOT_STARTED: 'This meet has not started yet: it opens when its organizer starts it',
  MEET_FULL: 'This meet is full: it holds up to {max} people',
  MEET_WEBHOOK_REFUSED: 'This notification does not come from the video provider',
  LESSON_NOT_MEETING: 'This lesson is not held as a meeting',
  // The meetings' settings (PUT /api/config/modules/meetings).
  'validation.httpUrl': 'must be an address starting with https:// (or http://)',
  'validation.hmsSubdomain': 'only letters, digits and hyphens, starting with a letter or a digit',
  'validation.webhookSecret': 'minimum 16 characters (or empty to remove it)',
};

export const meetingsEs: Record<keyof typeof meetingsEn, string> = {
  MEET_NOT_MEET: 'Solo un producto de tipo reunión tiene sala de reunión',
  MEET_NOT_CONFIGURED:
    'Las reuniones no están configuradas: un administrador pone las claves del proveedor de vídeo (100ms) en la consola, Módulos → Reuniones, o define HMS_ACCESS_KEY, HMS_SECRET y HMS_TEMPLATE_ID en el entorno del servidor',
  MEET_UNAVAILABLE: 'Esta reunión no está disponible ahora mismo',
  MEET_UNABLE_TO_CONNECT: 'No se ha podido conectar con la reunión: inténtalo de nuevo en un momento',
  MEET_ENDED: 'Esta reunión ha terminado',
  MEET_NOT_OPEN_YET: 'Esta reunión aún no ha empezado: se abre el {date}',
  MEET_NOT_STARTED: 'Esta reunión aún no ha empezado: se abre cuando su organizador la inicie',
  MEET_FULL: 'Esta reunión está completa: admite hasta {max} personas',
  MEET_WEBHOOK_REFUSED: 'Esta notificación no viene del proveedor de vídeo',
  LESSON_NOT_MEETING: 'Esta lección no se imparte como reunión',
  'validation.httpUrl': 'debe ser una dirección que empiece por https:// (o http://)',
  'validation.hmsSubdomain': 'solo letras, cifras y guiones, empezando por una letra o una cifra',
  'validation.webhookSecret': 'mínimo 16 caracteres (o vacío para quitarlo)',
};

export const meetingsPt: Record<keyof typeof meetingsEn, string> = {
  MEET_NOT_MEET: 'Apenas um produto do tipo reunião tem sala de reunião',
  MEET_NOT_CONFIGURED:
    'As reuniões não estão configuradas: um administrador informa as chaves do provedor de vídeo (100ms) no console, Módulos → Reuniões, ou define HMS_ACCESS_KEY, HMS_SECRET e HMS_TEMPLATE_ID no ambiente do servidor',
  MEET_UNAVAILABLE: 'Esta reunião não está disponível no momento',
  MEET_UNABLE_TO_CONNECT: 'Não foi possível conectar à reunião: tente novamente em instantes',
  MEET_ENDED: 'Esta reunião terminou',
  MEET_NOT_OPEN_YET: 'Esta reunião ainda não começou: abre em {date}',
  MEET_NOT_STARTED: 'Esta reunião ainda não começou: abre quando o seu organizador a iniciar',
  MEET_FULL: 'Esta reunião está lotada: comporta até {max} pessoas',
  MEET_WEBHOOK_REFUSED: 'Esta notificação não vem do provedor de vídeo',
  LESSON_NOT_MEETING: 'Esta aula não é dada como reunião',
  'validation.httpUrl': 'deve ser um endereço que comece por https:// (ou http://)',
  'validation.hmsSubdomain': 'apenas letras, algarismos e hífens, começando por uma letra ou um algarismo',
  'validation.webhookSecret': 'mínimo de 16 caracteres (ou vazio para removê-lo)',
};

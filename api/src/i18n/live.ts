// Messages of live broadcasting and realtime (issues 20, 21). Spread into en.ts, es.ts, pt.ts.
export const liveEn = {
  CHAT_DISABLED: 'Chat temporarily disabled',
  CHAT_BANNED: 'A moderator has removed you from this chat: you can read it but not write',
  CHAT_TOO_FAST: 'You are writing too fast: wait {seconds} s before sending another message',
  CHAT_SLOW_MODE: 'Slow mode is on: you can send another message in {seconds} s',
  CHAT_CANNOT_BAN_MODERATOR: 'The chat’s moderators (its organizer and administrators) cannot be banned',
  BROADCAST_NOT_BROADCAST: 'Only a broadcast product can go live',
  BROADCAST_NOT_STARTED: 'This broadcast has not been started: start it to get a stream key',
  BROADCAST_ENDED: 'This broadcast has ended: start a new one to change its recording',
  SIMULCAST_URL_INVALID:
    'The destination must be an rtmp:// or rtmps:// server URL (without user or password), or one of the presets',
  SIMULCAST_HOST_UNKNOWN: 'The destination server could not be found: check the URL',
  SIMULCAST_DESTINATION_PRIVATE:
    'The destination is on a private, loopback or link-local address: only public servers are allowed',
  SIMULCAST_TOO_MANY_DESTINATIONS: 'This broadcast already has the most destinations allowed',
  NOTIFICATION_AUDIENCE_INVALID:
    'Choose who receives it: everyone, a role (with the role) or one user (with the user); a system message goes to everyone',
};

export const liveEs: Record<keyof typeof liveEn, string> = {
  CHAT_DISABLED: 'Chat temporalmente desactivado',
  CHAT_BANNED: 'Un moderador te ha retirado de este chat: puedes leerlo, pero no escribir',
  CHAT_TOO_FAST: 'Estás escribiendo demasiado rápido: espera {seconds} s antes de enviar otro mensaje',
  CHAT_SLOW_MODE: 'El modo lento está activado: podrás enviar otro mensaje en {seconds} s',
  CHAT_CANNOT_BAN_MODERATOR:
    'No se puede vetar a los moderadores del chat (su organizador y los administradores)',
  BROADCAST_NOT_BROADCAST: 'Solo un producto de tipo emisión puede emitir en directo',
  BROADCAST_NOT_STARTED: 'Esta emisión no se ha iniciado: iníciala para obtener una clave de emisión',
  BROADCAST_ENDED: 'Esta emisión ha terminado: inicia una nueva para cambiar su grabación',
  SIMULCAST_URL_INVALID:
    'El destino debe ser la URL de un servidor rtmp:// o rtmps:// (sin usuario ni contraseña) o uno de los predefinidos',
  SIMULCAST_HOST_UNKNOWN: 'No se ha encontrado el servidor de destino: revisa la URL',
  SIMULCAST_DESTINATION_PRIVATE:
    'El destino está en una dirección privada, de loopback o de enlace local: solo se permiten servidores públicos',
  SIMULCAST_TOO_MANY_DESTINATIONS: 'Esta emisión ya tiene el máximo de destinos permitido',
  NOTIFICATION_AUDIENCE_INVALID:
    'Elige quién lo recibe: todos, un rol (con el rol) o una persona (con la persona); un mensaje del sistema va a todos',
};

export const livePt: Record<keyof typeof liveEn, string> = {
  CHAT_DISABLED: 'Chat temporariamente desativado',
  CHAT_BANNED: 'Um moderador retirou você deste chat: você pode lê-lo, mas não escrever',
  CHAT_TOO_FAST: 'Você está escrevendo rápido demais: espere {seconds} s antes de enviar outra mensagem',
  CHAT_SLOW_MODE: 'O modo lento está ativado: você poderá enviar outra mensagem em {seconds} s',
  CHAT_CANNOT_BAN_MODERATOR:
    'Os moderadores do chat (seu organizador e os administradores) não podem ser banidos',
  BROADCAST_NOT_BROADCAST: 'Apenas um produto do tipo transmissão pode transmitir ao vivo',
  BROADCAST_NOT_STARTED: 'Esta transmissão não foi iniciada: inicie-a para obter uma chave de transmissão',
  BROADCAST_ENDED: 'Esta transmissão terminou: inicie uma nova para mudar a sua gravação',
  SIMULCAST_URL_INVALID:
    'O destino deve ser a URL de um servidor rtmp:// ou rtmps:// (sem usuário nem senha) ou um dos predefinidos',
  SIMULCAST_HOST_UNKNOWN: 'O servidor de destino não foi encontrado: verifique a URL',
  SIMULCAST_DESTINATION_PRIVATE:
    'O destino está em um endereço privado, de loopback ou link-local: apenas servidores públicos são permitidos',
  SIMULCAST_TOO_MANY_DESTINATIONS: 'Esta transmissão já tem o máximo de destinos permitido',
  NOTIFICATION_AUDIENCE_INVALID:
    'Escolha quem o recebe: todos, uma função (com a função) ou uma pessoa (com a pessoa); uma mensagem do sistema vai para todos',
};

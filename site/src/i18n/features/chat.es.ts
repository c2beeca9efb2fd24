import type { ChatMessages } from './chat.en.ts';

/** Spanish messages of the chat panel beside the player. */
export const chatEs: ChatMessages = {
  'chat.title': 'Chat',
  'chat.log': 'Mensajes del chat',
  'chat.empty': 'Todavía no hay mensajes. Sé el primero en decir algo.',
  'chat.pending': 'Pendiente de aprobación',
  'chat.label': 'Tu mensaje',
  'chat.placeholder': 'Escribe un mensaje…',
  'chat.hint': 'Intro envía, Mayús+Intro cambia de línea.',
  'chat.count': '{count}/{max} caracteres',
  'chat.send': 'Enviar',
  'chat.sending': 'Enviando…',
  'chat.wait': 'Podrás enviar de nuevo en {seconds} s.',
  'chat.disabled': 'Chat temporalmente desactivado',
  'chat.banned': 'Un moderador te ha retirado de este chat: puedes leerlo, pero no escribir.',
  'chat.slowMode': 'Modo lento: un mensaje cada {seconds} s.',
  'chat.moderated': 'Un moderador revisa los mensajes antes de que todos los vean.',
  'chat.newMessages': 'Mensajes nuevos',
  'chat.announceOne': '{name}: {text}',
  'chat.announceMany': '{count} mensajes nuevos',
  'chat.unavailable': 'No se puede cargar el chat en este momento.',
};

import type { ChatMessages } from './chat.en.ts';

/** Portuguese (pt-PT) messages of the chat panel beside the player. */
export const chatPt: ChatMessages = {
  'chat.title': 'Chat',
  'chat.log': 'Mensagens do chat',
  'chat.empty': 'Ainda não há mensagens. Seja o primeiro a dizer algo.',
  'chat.pending': 'A aguardar aprovação',
  'chat.label': 'A sua mensagem',
  'chat.placeholder': 'Escreva uma mensagem…',
  'chat.hint': 'Enter envia, Shift+Enter muda de linha.',
  'chat.count': '{count}/{max} caracteres',
  'chat.send': 'Enviar',
  'chat.sending': 'A enviar…',
  'chat.wait': 'Poderá enviar de novo dentro de {seconds} s.',
  'chat.disabled': 'Chat temporariamente desativado',
  'chat.banned': 'Um moderador retirou-o deste chat: pode lê-lo, mas não escrever.',
  'chat.slowMode': 'Modo lento: uma mensagem a cada {seconds} s.',
  'chat.moderated': 'Um moderador revê as mensagens antes de todos as verem.',
  'chat.newMessages': 'Mensagens novas',
  'chat.announceOne': '{name}: {text}',
  'chat.announceMany': '{count} mensagens novas',
  'chat.unavailable': 'Não é possível carregar o chat neste momento.',
};

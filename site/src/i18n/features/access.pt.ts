import type { AccessMessages } from './access.en.ts';

/** Portuguese (pt-PT) messages of the site's access pages. */
export const accessPt: AccessMessages = {
  'access.login.resend': 'Reenviar a ligação de ativação',
  'access.login.resending': 'A enviar…',
  'access.login.resent':
    'Enviámos uma nova ligação de ativação para {email}. Pode demorar alguns minutos a chegar.',
  'access.activate.invalid':
    'Esta ligação de ativação não é válida: expirou ou já foi usada. Se a sua conta já está ativa, inicie sessão.',
  'access.reset.invalidTitle': 'Esta ligação para redefinir a palavra-passe não é válida',
  'access.reset.invalidBody':
    'Expirou ou já foi usada: cada ligação funciona uma vez, durante uma hora. Peça uma nova e use o email mais recente.',
  'access.profile.channels': 'Canais',
};

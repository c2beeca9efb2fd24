import type { AccessMessages } from './access.en.ts';

/** Spanish messages of the site's access pages. */
export const accessEs: AccessMessages = {
  'access.login.resend': 'Reenviar el enlace de activación',
  'access.login.resending': 'Enviando…',
  'access.login.resent':
    'Hemos enviado un nuevo enlace de activación a {email}. Puede tardar unos minutos en llegar.',
  'access.activate.invalid':
    'Este enlace de activación no es válido: ha caducado o ya se ha usado. Si tu cuenta ya está activa, inicia sesión.',
  'access.reset.invalidTitle': 'Este enlace para restablecer la contraseña no es válido',
  'access.reset.invalidBody':
    'Ha caducado o ya se ha usado: cada enlace sirve una vez y durante una hora. Pide uno nuevo y usa el correo más reciente.',
  'access.profile.channels': 'Canales',
};

import type { Locale } from '../../../api/src/shared/locale.ts';

/**
 * The sign-in form's words in the three languages. They live here, apart from the console's catalogues,
 * so that the sign-in page draws without loading a catalogue chunk; the catalogues (i18n/{en,es,pt}.ts)
 * take their ADMIN.LOGIN and ADMIN.LOCALE entries from here, so each text is written once.
 */
const en = {
  LOCALE: { LABEL: 'Language' },
  LOGIN: {
    TITLE: 'Sign in to Platea',
    SUBTITLE_MANAGE: 'Administration console',
    SUBTITLE_ACCOUNT: 'Organizer console',
    EMAIL: 'Email',
    PASSWORD: 'Password',
    SUBMIT: 'Sign in',
    FORGOT: 'Forgot your password?',
    BACK_TO_SITE: 'Back to the site',
    FAILED: 'The login details are incorrect or your credentials have not been approved yet',
    UNREACHABLE: 'Platea cannot be reached right now. Check your connection and try again.',
  },
};

export type SignInMessages = typeof en;

export const SIGN_IN_MESSAGES: Record<Locale, SignInMessages> = {
  en,
  es: {
    LOCALE: { LABEL: 'Idioma' },
    LOGIN: {
      TITLE: 'Inicia sesión en Platea',
      SUBTITLE_MANAGE: 'Consola de administración',
      SUBTITLE_ACCOUNT: 'Consola de organizadores',
      EMAIL: 'Correo electrónico',
      PASSWORD: 'Contraseña',
      SUBMIT: 'Entrar',
      FORGOT: '¿Has olvidado tu contraseña?',
      BACK_TO_SITE: 'Volver al sitio',
      FAILED: 'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas',
      UNREACHABLE: 'Ahora no se puede contactar con Platea. Revisa tu conexión y vuelve a intentarlo.',
    },
  },
  pt: {
    LOCALE: { LABEL: 'Idioma' },
    LOGIN: {
      TITLE: 'Inicie sessão na Platea',
      SUBTITLE_MANAGE: 'Consola de administração',
      SUBTITLE_ACCOUNT: 'Consola de organizadores',
      EMAIL: 'Email',
      PASSWORD: 'Palavra-passe',
      SUBMIT: 'Entrar',
      FORGOT: 'Esqueceu-se da palavra-passe?',
      BACK_TO_SITE: 'Voltar ao site',
      FAILED: 'Os dados de acesso estão incorretos ou as suas credenciais ainda não foram aprovadas',
      UNREACHABLE: 'Não é possível contactar a Platea agora. Verifique a ligação e tente novamente.',
    },
  },
};

// Messages of the admin's review of accounts and channels (issue 10: blocked sign-ins, channels sent back
// with a reason), kept apart like catalogue.ts so several people can add keys at once. Spread into
// en.ts, es.ts and pt.ts.
export const adminReviewEn = {
  ACCOUNT_BLOCKED:
    'Your account has been blocked by the Platea team, so you cannot sign in. If you think this is a mistake, write to support.',
  CHANNEL_REASON_REQUIRED: 'Tell the organizer why the channel goes back to draft (at most {max} characters)',
  'mail.channelReturned.subject': 'Your channel needs changes before it is published',
  'mail.channelReturned.body':
    'Our team has reviewed your channel and sent it back to draft. This is what needs to change:',
  'mail.channelReturned.button': 'Edit my channel',
};

export const adminReviewEs: Record<keyof typeof adminReviewEn, string> = {
  ACCOUNT_BLOCKED:
    'El equipo de Platea ha bloqueado tu cuenta, así que no puedes iniciar sesión. Si crees que es un error, escribe a soporte.',
  CHANNEL_REASON_REQUIRED:
    'Explica al organizador por qué el canal vuelve a borrador (como máximo {max} caracteres)',
  'mail.channelReturned.subject': 'Tu canal necesita cambios antes de publicarse',
  'mail.channelReturned.body':
    'Nuestro equipo ha revisado tu canal y lo ha devuelto a borrador. Esto es lo que hay que cambiar:',
  'mail.channelReturned.button': 'Editar mi canal',
};

export const adminReviewPt: Record<keyof typeof adminReviewEn, string> = {
  ACCOUNT_BLOCKED:
    'A equipa da Platea bloqueou a sua conta, por isso não pode iniciar sessão. Se acha que é um erro, escreva ao suporte.',
  CHANNEL_REASON_REQUIRED:
    'Explique ao organizador porque é que o canal volta a rascunho (no máximo {max} caracteres)',
  'mail.channelReturned.subject': 'O seu canal precisa de alterações antes de ser publicado',
  'mail.channelReturned.body':
    'A nossa equipa reviu o seu canal e devolveu-o a rascunho. Isto é o que precisa de mudar:',
  'mail.channelReturned.button': 'Editar o meu canal',
};

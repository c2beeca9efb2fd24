/** English messages of the site's access pages (issue 11). es and pt must have the same keys. */
export const accessEn = {
  'access.login.resend': 'Resend the activation link',
  'access.login.resending': 'Sending…',
  'access.login.resent':
    'We have sent a new activation link to {email}. It may take a few minutes to arrive.',
  'access.activate.invalid':
    'This activation link is not valid: it has expired or has already been used. If your account is already active, sign in.',
  'access.reset.invalidTitle': 'This password reset link is not valid',
  'access.reset.invalidBody':
    'It has expired or has already been used: each link works once, for one hour. Ask for a new one and use the newest email.',
  'access.profile.channels': 'Channels',
} as const;

export type AccessMessages = Record<keyof typeof accessEn, string>;

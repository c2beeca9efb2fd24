/** English messages of the leads module on the site (issue 24). es and pt must have the same keys. */
export const leadsEn = {
  'contact.keepInformed': 'Send me news and offers from Platea by email (optional)',
  'notifyMe.title': 'Tell me when it’s on sale',
  'notifyMe.intro': 'Leave your email and the organizer will let you know.',
  'notifyMe.introSoldOut':
    'Sold out for now. Leave your email and the organizer will let you know of new dates.',
  'notifyMe.email': 'Your email',
  'notifyMe.consent': 'I agree that the organizer of this product may write to me about it',
  'notifyMe.consentRequired': 'Tick the box so that we may write to you',
  'notifyMe.submit': 'Notify me',
  'notifyMe.sending': 'Sending…',
  'notifyMe.done': 'Done: we will write to {email} when there is news.',
};

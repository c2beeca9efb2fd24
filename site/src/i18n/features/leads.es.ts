import type { leadsEn } from './leads.en.ts';

/** Spanish messages of the leads module on the site (issue 24). */
export const leadsEs: Record<keyof typeof leadsEn, string> = {
  'contact.keepInformed': 'Quiero recibir noticias y ofertas de Platea por email (opcional)',
  'notifyMe.title': 'Avísame cuando esté a la venta',
  'notifyMe.intro': 'Deja tu email y el organizador te avisará.',
  'notifyMe.introSoldOut': 'Agotado por ahora. Deja tu email y el organizador te avisará de nuevas fechas.',
  'notifyMe.email': 'Tu email',
  'notifyMe.consent': 'Acepto que el organizador de este producto me escriba sobre él',
  'notifyMe.consentRequired': 'Marca la casilla para que podamos escribirte',
  'notifyMe.submit': 'Avísame',
  'notifyMe.sending': 'Enviando…',
  'notifyMe.done': 'Hecho: escribiremos a {email} cuando haya novedades.',
};

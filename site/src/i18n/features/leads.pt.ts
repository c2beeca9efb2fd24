import type { leadsEn } from './leads.en.ts';

/** Portuguese (pt-PT) messages of the leads module on the site (issue 24). */
export const leadsPt: Record<keyof typeof leadsEn, string> = {
  'contact.keepInformed': 'Quero receber novidades e ofertas da Platea por email (opcional)',
  'notifyMe.title': 'Avise-me quando estiver à venda',
  'notifyMe.intro': 'Deixe o seu email e o organizador avisá-lo-á.',
  'notifyMe.introSoldOut': 'Esgotado por agora. Deixe o seu email e o organizador avisá-lo-á de novas datas.',
  'notifyMe.email': 'O seu email',
  'notifyMe.consent': 'Aceito que o organizador deste produto me escreva sobre ele',
  'notifyMe.consentRequired': 'Marque a caixa para que lhe possamos escrever',
  'notifyMe.submit': 'Avise-me',
  'notifyMe.sending': 'A enviar…',
  'notifyMe.done': 'Feito: escreveremos para {email} quando houver novidades.',
};

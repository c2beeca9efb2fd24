// Messages of the surveys their recipients answer (issue 11) and of sending one (issue 21). Spread into en.ts, es.ts, pt.ts.
export const surveysEn = {
  SURVEY_ANSWERS_INVALID: 'Some answers are missing or not valid: check the questions marked',
  SURVEY_ALREADY_ANSWERED: 'You have already answered this survey',
  SURVEY_CLOSED: 'This survey is closed and no longer takes answers',
  SURVEY_ALREADY_SENT: 'This survey has already been sent to its recipients',
  SURVEY_SEND_CLOSED: 'This survey is closed: it can no longer be sent',
};

export const surveysEs: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltan respuestas o alguna no es válida: revisa las preguntas señaladas',
  SURVEY_ALREADY_ANSWERED: 'Ya has respondido a esta encuesta',
  SURVEY_CLOSED: 'Esta encuesta está cerrada y ya no admite respuestas',
  SURVEY_ALREADY_SENT: 'Esta encuesta ya se envió a sus destinatarios',
  SURVEY_SEND_CLOSED: 'Esta encuesta está cerrada: ya no se puede enviar',
};

export const surveysPt: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltam respostas ou alguma não é válida: reveja as perguntas assinaladas',
  SURVEY_ALREADY_ANSWERED: 'Já respondeu a este inquérito',
  SURVEY_CLOSED: 'Este inquérito está fechado e já não aceita respostas',
  SURVEY_ALREADY_SENT: 'Este inquérito já foi enviado aos seus destinatários',
  SURVEY_SEND_CLOSED: 'Este inquérito está fechado: já não pode ser enviado',
};

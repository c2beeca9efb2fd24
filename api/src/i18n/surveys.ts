// Messages of the surveys their recipients answer (issue 11). Spread into en.ts, es.ts, pt.ts.
export const surveysEn = {
  SURVEY_ANSWERS_INVALID: 'Some answers are missing or not valid: check the questions marked',
  SURVEY_ALREADY_ANSWERED: 'You have already answered this survey',
  SURVEY_CLOSED: 'This survey is closed and no longer takes answers',
};

export const surveysEs: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltan respuestas o alguna no es válida: revisa las preguntas señaladas',
  SURVEY_ALREADY_ANSWERED: 'Ya has respondido a esta encuesta',
  SURVEY_CLOSED: 'Esta encuesta está cerrada y ya no admite respuestas',
};

export const surveysPt: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltam respostas ou alguma não é válida: reveja as perguntas assinaladas',
  SURVEY_ALREADY_ANSWERED: 'Já respondeu a este inquérito',
  SURVEY_CLOSED: 'Este inquérito está fechado e já não aceita respostas',
};

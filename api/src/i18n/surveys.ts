// Messages of the surveys their recipients answer (issue 11), of sending one (issue 21) and of managing them (issue 24). Spread into en.ts, es.ts, pt.ts.
export const surveysEn = {
  SURVEY_ANSWERS_INVALID: 'Some answers are missing or not valid: check the questions marked',
  SURVEY_ALREADY_ANSWERED: 'You have already answered this survey',
  SURVEY_CLOSED: 'This survey is closed and no longer takes answers',
  SURVEY_ALREADY_SENT: 'This survey has already been sent to its recipients',
  SURVEY_SEND_CLOSED: 'This survey is closed: it can no longer be sent',
  SURVEY_HAS_RESPONSES:
    'This survey already has answers: its questions can no longer change and it cannot be deleted (close it instead)',
  SURVEY_NOT_SENT: 'This survey has not been sent yet: there is nothing to close',
  'survey.csv.submittedAt': 'Submitted at',
  'survey.csv.user': 'User id',
  'survey.csv.yes': 'Yes',
  'survey.csv.no': 'No',
};

export const surveysEs: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltan respuestas o alguna no es válida: revisa las preguntas señaladas',
  SURVEY_ALREADY_ANSWERED: 'Ya has respondido a esta encuesta',
  SURVEY_CLOSED: 'Esta encuesta está cerrada y ya no admite respuestas',
  SURVEY_ALREADY_SENT: 'Esta encuesta ya se envió a sus destinatarios',
  SURVEY_SEND_CLOSED: 'Esta encuesta está cerrada: ya no se puede enviar',
  SURVEY_HAS_RESPONSES:
    'Esta encuesta ya tiene respuestas: sus preguntas ya no pueden cambiar y no se puede borrar (ciérrala en su lugar)',
  SURVEY_NOT_SENT: 'Esta encuesta aún no se ha enviado: no hay nada que cerrar',
  'survey.csv.submittedAt': 'Enviada el',
  'survey.csv.user': 'Id de usuario',
  'survey.csv.yes': 'Sí',
  'survey.csv.no': 'No',
};

export const surveysPt: Record<keyof typeof surveysEn, string> = {
  SURVEY_ANSWERS_INVALID: 'Faltam respostas ou alguma não é válida: reveja as perguntas assinaladas',
  SURVEY_ALREADY_ANSWERED: 'Já respondeu a este inquérito',
  SURVEY_CLOSED: 'Este inquérito está fechado e já não aceita respostas',
  SURVEY_ALREADY_SENT: 'Este inquérito já foi enviado aos seus destinatários',
  SURVEY_SEND_CLOSED: 'Este inquérito está fechado: já não pode ser enviado',
  SURVEY_HAS_RESPONSES:
    'Este inquérito já tem respostas: as perguntas já não podem mudar e não pode ser eliminado (feche-o em vez disso)',
  SURVEY_NOT_SENT: 'Este inquérito ainda não foi enviado: não há nada para fechar',
  'survey.csv.submittedAt': 'Enviado em',
  'survey.csv.user': 'Id do utilizador',
  'survey.csv.yes': 'Sim',
  'survey.csv.no': 'Não',
};

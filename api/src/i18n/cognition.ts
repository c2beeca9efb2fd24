// Messages of cognition (issue 24). Spread into en.ts, es.ts, pt.ts. The COGNITION_RUN_* ones are the
// reasons a run failed, stored as a code on the run and translated when it is read.
export const cognitionEn = {
  COGNITION_RUN_ACTIVE: 'An analysis of this item is already queued or running: wait for it to finish',
  COGNITION_LLM_INCOMPLETE: 'To use a language model, give its endpoint address and model name first',
  COGNITION_RUN_TIMEOUT: 'The language model at {host} did not answer within {seconds} seconds',
  COGNITION_RUN_UNREACHABLE: 'The language model at {host} could not be reached ({detail})',
  COGNITION_RUN_HTTP: 'The language model at {host} refused the request (HTTP {status}): {detail}',
  COGNITION_RUN_BAD_ANSWER:
    'The language model at {host} answered something that is not the expected JSON: {detail}',
  COGNITION_RUN_TARGET_GONE: 'What was to be analysed no longer exists',
  COGNITION_RUN_FAILED: 'The analysis failed: {detail}',
};

export const cognitionEs: Record<keyof typeof cognitionEn, string> = {
  COGNITION_RUN_ACTIVE: 'Ya hay un análisis de este elemento en cola o en curso: espera a que termine',
  COGNITION_LLM_INCOMPLETE:
    'Para usar un modelo de lenguaje, indica antes la dirección del servicio y el nombre del modelo',
  COGNITION_RUN_TIMEOUT: 'El modelo de lenguaje de {host} no respondió en {seconds} segundos',
  COGNITION_RUN_UNREACHABLE: 'No se pudo contactar con el modelo de lenguaje de {host} ({detail})',
  COGNITION_RUN_HTTP: 'El modelo de lenguaje de {host} rechazó la petición (HTTP {status}): {detail}',
  COGNITION_RUN_BAD_ANSWER:
    'El modelo de lenguaje de {host} respondió algo que no es el JSON esperado: {detail}',
  COGNITION_RUN_TARGET_GONE: 'Lo que se iba a analizar ya no existe',
  COGNITION_RUN_FAILED: 'El análisis falló: {detail}',
};

export const cognitionPt: Record<keyof typeof cognitionEn, string> = {
  COGNITION_RUN_ACTIVE: 'Já existe uma análise deste elemento em fila ou em curso: aguarde que termine',
  COGNITION_LLM_INCOMPLETE:
    'Para usar um modelo de linguagem, indique primeiro o endereço do serviço e o nome do modelo',
  COGNITION_RUN_TIMEOUT: 'O modelo de linguagem em {host} não respondeu em {seconds} segundos',
  COGNITION_RUN_UNREACHABLE: 'Não foi possível contactar o modelo de linguagem em {host} ({detail})',
  COGNITION_RUN_HTTP: 'O modelo de linguagem em {host} recusou o pedido (HTTP {status}): {detail}',
  COGNITION_RUN_BAD_ANSWER:
    'O modelo de linguagem em {host} respondeu algo que não é o JSON esperado: {detail}',
  COGNITION_RUN_TARGET_GONE: 'O que era para analisar já não existe',
  COGNITION_RUN_FAILED: 'A análise falhou: {detail}',
};

// Messages of live broadcasting (issue 20). Spread into en.ts, es.ts, pt.ts.
export const liveEn = {
  BROADCAST_NOT_BROADCAST: 'Only a broadcast product can go live',
  BROADCAST_NOT_STARTED: 'This broadcast has not been started: start it to get a stream key',
};

export const liveEs: Record<keyof typeof liveEn, string> = {
  BROADCAST_NOT_BROADCAST: 'Solo un producto de tipo emisión puede emitir en directo',
  BROADCAST_NOT_STARTED: 'Esta emisión no se ha iniciado: iníciala para obtener una clave de emisión',
};

export const livePt: Record<keyof typeof liveEn, string> = {
  BROADCAST_NOT_BROADCAST: 'Apenas um produto do tipo transmissão pode transmitir ao vivo',
  BROADCAST_NOT_STARTED: 'Esta transmissão não foi iniciada: inicie-a para obter uma chave de transmissão',
};

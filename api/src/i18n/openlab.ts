// Messages of the open lab's ideas and lean tests (issue 24). Spread into en.ts, es.ts, pt.ts.
export const openlabEn = {
  IDEA_ALREADY_VOTED: 'You have already voted for this idea',
  IDEA_NOT_OPEN: 'This idea is not open: it can no longer be voted or commented',
  IDEA_REASON_REQUIRED: 'Say why the idea is rejected: its author will read it',
  IDEA_MERGE_TARGET_INVALID: 'Choose another published idea to merge this one into',
  IDEA_TRANSITION_INVALID: 'This idea cannot go from "{from}" to that state',
  LEAN_TEST_CONSENT_REQUIRED: 'To sign up, accept that we may contact you about this product',
  LEAN_TEST_CLOSED: 'This test is closed and no longer takes sign-ups',
  LEAN_TEST_PRICE_INVALID: 'Choose one of the prices offered',
};

export const openlabEs: Record<keyof typeof openlabEn, string> = {
  IDEA_ALREADY_VOTED: 'Ya has votado esta idea',
  IDEA_NOT_OPEN: 'Esta idea no está abierta: ya no se puede votar ni comentar',
  IDEA_REASON_REQUIRED: 'Indica por qué se rechaza la idea: su autor lo leerá',
  IDEA_MERGE_TARGET_INVALID: 'Elige otra idea publicada con la que fusionar esta',
  IDEA_TRANSITION_INVALID: 'Esta idea no puede pasar de «{from}» a ese estado',
  LEAN_TEST_CONSENT_REQUIRED: 'Para apuntarte, acepta que te contactemos sobre este producto',
  LEAN_TEST_CLOSED: 'Esta prueba está cerrada y ya no admite inscripciones',
  LEAN_TEST_PRICE_INVALID: 'Elige uno de los precios propuestos',
};

export const openlabPt: Record<keyof typeof openlabEn, string> = {
  IDEA_ALREADY_VOTED: 'Já votou nesta ideia',
  IDEA_NOT_OPEN: 'Esta ideia não está aberta: já não pode ser votada nem comentada',
  IDEA_REASON_REQUIRED: 'Indique porque a ideia é rejeitada: o seu autor vai lê-lo',
  IDEA_MERGE_TARGET_INVALID: 'Escolha outra ideia publicada com a qual fundir esta',
  IDEA_TRANSITION_INVALID: 'Esta ideia não pode passar de «{from}» para esse estado',
  LEAN_TEST_CONSENT_REQUIRED: 'Para se inscrever, aceite que o contactemos sobre este produto',
  LEAN_TEST_CLOSED: 'Este teste está fechado e já não aceita inscrições',
  LEAN_TEST_PRICE_INVALID: 'Escolha um dos preços propostos',
};

// Messages of the leads module (issue 24): the consent a lead needs and the "notify me" form's product.
// Spread into en.ts, es.ts and pt.ts.
export const leadsEn = {
  LEAD_CONSENT_REQUIRED:
    'Tick the box to agree that we may write to you: without it we cannot keep your address',
  LEAD_PRODUCT_UNKNOWN: 'This product does not exist or is not public',
};

export const leadsEs: Record<keyof typeof leadsEn, string> = {
  LEAD_CONSENT_REQUIRED:
    'Marca la casilla para aceptar que te escribamos: sin ella no podemos guardar tu dirección',
  LEAD_PRODUCT_UNKNOWN: 'Este producto no existe o no es público',
};

export const leadsPt: Record<keyof typeof leadsEn, string> = {
  LEAD_CONSENT_REQUIRED:
    'Marque a caixa para aceitar que lhe escrevamos: sem ela não podemos guardar o seu endereço',
  LEAD_PRODUCT_UNKNOWN: 'Este produto não existe ou não é público',
};

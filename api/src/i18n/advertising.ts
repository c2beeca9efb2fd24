// Messages of the advertising banners (issue 24). Spread into en.ts, es.ts, pt.ts.
export const advertisingEn = {
  AD_BANNER_NOT_FOUND: 'This banner does not exist or has been deleted',
  AD_TOO_MANY_COLUMNS: 'A banner has at most 6 columns',
  AD_IMAGE_NOT_ALLOWED: 'The image must be a JPG or PNG uploaded here',
  AD_DATES_ORDER: 'The end date must come after the start date',
  'validation.adColumns': 'a banner has from 1 to 6 columns (at most 6)',
  'validation.adImage': 'must be a JPG or PNG image uploaded here',
  'validation.httpLink': 'must be a web address starting with http:// or https://',
  'validation.adDates': 'must come after the start date',
};

export const advertisingEs: Record<keyof typeof advertisingEn, string> = {
  AD_BANNER_NOT_FOUND: 'Este banner no existe o se ha eliminado',
  AD_TOO_MANY_COLUMNS: 'Un banner tiene como máximo 6 columnas',
  AD_IMAGE_NOT_ALLOWED: 'La imagen debe ser un JPG o PNG subido aquí',
  AD_DATES_ORDER: 'La fecha de fin debe ser posterior a la de inicio',
  'validation.adColumns': 'un banner tiene de 1 a 6 columnas (máximo 6)',
  'validation.adImage': 'debe ser una imagen JPG o PNG subida aquí',
  'validation.httpLink': 'debe ser una dirección web que empiece por http:// o https://',
  'validation.adDates': 'debe ser posterior a la fecha de inicio',
};

export const advertisingPt: Record<keyof typeof advertisingEn, string> = {
  AD_BANNER_NOT_FOUND: 'Este banner não existe ou foi eliminado',
  AD_TOO_MANY_COLUMNS: 'Um banner tem no máximo 6 colunas',
  AD_IMAGE_NOT_ALLOWED: 'A imagem tem de ser um JPG ou PNG carregado aqui',
  AD_DATES_ORDER: 'A data de fim tem de ser posterior à de início',
  'validation.adColumns': 'um banner tem de 1 a 6 colunas (no máximo 6)',
  'validation.adImage': 'tem de ser uma imagem JPG ou PNG carregada aqui',
  'validation.httpLink': 'tem de ser um endereço web que comece por http:// ou https://',
  'validation.adDates': 'tem de ser posterior à data de início',
};

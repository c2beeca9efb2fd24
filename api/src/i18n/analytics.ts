// Messages of analytics (issue 23). Spread into en.ts, es.ts, pt.ts.
export const analyticsEn = {
  ANALYTICS_DATE_INVALID: 'The dates must be real calendar days written as YYYY-MM-DD',
  ANALYTICS_RANGE_IN_FUTURE: 'The period cannot end after today ({today})',
  ANALYTICS_RANGE_OUT_OF_ORDER: 'The start of the period ({from}) must not be after its end ({to})',
  ANALYTICS_RANGE_TOO_LONG: 'The period can span at most {max} days (this one spans {days})',
  ANALYTICS_ORGANIZER_FILTER_ADMIN_ONLY: 'Only administrators can filter by organizer',
};

export const analyticsEs: Record<keyof typeof analyticsEn, string> = {
  ANALYTICS_DATE_INVALID: 'Las fechas deben ser días reales del calendario escritos como AAAA-MM-DD',
  ANALYTICS_RANGE_IN_FUTURE: 'El periodo no puede terminar después de hoy ({today})',
  ANALYTICS_RANGE_OUT_OF_ORDER: 'El inicio del periodo ({from}) no puede ser posterior a su final ({to})',
  ANALYTICS_RANGE_TOO_LONG: 'El periodo puede abarcar como máximo {max} días (este abarca {days})',
  ANALYTICS_ORGANIZER_FILTER_ADMIN_ONLY: 'Solo los administradores pueden filtrar por organizador',
};

export const analyticsPt: Record<keyof typeof analyticsEn, string> = {
  ANALYTICS_DATE_INVALID: 'As datas devem ser dias reais do calendário escritos como AAAA-MM-DD',
  ANALYTICS_RANGE_IN_FUTURE: 'O período não pode terminar depois de hoje ({today})',
  ANALYTICS_RANGE_OUT_OF_ORDER: 'O início do período ({from}) não pode ser posterior ao seu fim ({to})',
  ANALYTICS_RANGE_TOO_LONG: 'O período pode abranger no máximo {max} dias (este abrange {days})',
  ANALYTICS_ORGANIZER_FILTER_ADMIN_ONLY: 'Só os administradores podem filtrar por organizador',
};

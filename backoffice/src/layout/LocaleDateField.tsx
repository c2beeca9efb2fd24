import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

/** DateField in the console's language, not the browser's (an es console showed 11/22/2026). */
export const LocaleDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
};

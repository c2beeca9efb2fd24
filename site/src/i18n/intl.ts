/**
 * The site's dates, numbers and money: one module shared with the API's printable documents
 * (api/src/shared/intl.ts), kept apart from the catalogues, like format.ts, so islands can import it alone.
 */
export * from '../../../api/src/shared/intl.ts';

import type { PublicPayments } from './fees.ts';
import { apiJson } from './platea.ts';

/**
 * The payment settings these pages depend on; when the API cannot answer, the settings' own defaults
 * (api/src/services/config.ts: EUR, the buyer pays the per-ticket fee).
 */
export async function publicPayments(locals: App.Locals): Promise<PublicPayments> {
  const answer = await apiJson<{ payments: PublicPayments }>(locals, '/api/config/payments');
  return {
    currencyCode: answer?.payments.currencyCode || 'EUR',
    ticketFeePaidBy: answer?.payments.ticketFeePaidBy === 'organizer' ? 'organizer' : 'buyer',
  };
}

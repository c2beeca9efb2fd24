/**
 * Whether an error means the database cannot be reached right now: answered 503 (models/unavailable.ts,
 * where the replicas' routing reads it too).
 */
export { isDatabaseUnavailable } from '../../../models/unavailable.ts';

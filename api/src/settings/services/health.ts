import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { User } from '../../../../models/index.ts';
import { QUEUE_SCHEMA } from '../../lib/queue.ts';

export interface Health {
  ok: boolean;
  checks: { database: 'up' | 'down'; queue: 'up' | 'down' };
  reason?: string;
}

let stopping = false;
/** The process is shutting down: health says so, so a load balancer stops sending it work. */
export function markStopping(): void {
  stopping = true;
}

/** Whether the database answers, and whether the job queue's tables are there to take jobs. */
export async function health(): Promise<Health> {
  const sequelize = connectionOf(User);
  if (stopping) return { ok: false, checks: { database: 'up', queue: 'up' }, reason: 'stopping' };
  try {
    await sequelize.query('SELECT 1', { type: QueryTypes.SELECT });
  } catch (err) {
    return {
      ok: false,
      checks: { database: 'down', queue: 'down' },
      reason: `database: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  try {
    await sequelize.query(`SELECT count(*) FROM ${QUEUE_SCHEMA}.queue`, { type: QueryTypes.SELECT });
  } catch (err) {
    return {
      ok: false,
      checks: { database: 'up', queue: 'down' },
      reason: `queue: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  return { ok: true, checks: { database: 'up', queue: 'up' } };
}

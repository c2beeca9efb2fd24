import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Product, type User } from '../../../../models/index.ts';
import type { Language } from '../../../../models/user.ts';
import { AppError } from '../../errors.ts';
import { type MessageKey, t } from '../../i18n/index.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import type { ListParams } from '../../lib/rest.ts';
import { isAdmin, scopeOf } from '../../policy.ts';
import { getSetting, updateSetting } from '../../settings/services/config.ts';
import type {
  CognitionConfigAnswer,
  CognitionPreview,
  CognitionResult,
  CognitionRun,
  CognitionRunRow,
  CognitionTarget,
} from '../../shared/cognition.ts';
import type { CognitionConfigPatch } from '../schemas/cognition.ts';
import { buildResult } from './analyse.ts';
import { collectTexts, resolveTarget, type TargetRef } from './collect.ts';
import { askModel, hostOf, preview, RunFailure } from './llm.ts';

/**
 * Cognition runs (issue 24): asked in a request, done by the job `cognition.analyse`. The request checks
 * the caller may analyse the target (policy.ts: their product, course or channel; administrators any),
 * inserts the run and enqueues its job in one transaction. One run per target at a time: the partial
 * unique index of migration 0045 refuses a second active one (COGNITION_RUN_ACTIVE, 409), however many
 * requests come at once.
 */
interface RunRow {
  id: number;
  target_type: CognitionTarget;
  target_id: number;
  target_title: string;
  channel_id: number | null;
  requested_by: number | null;
  status: CognitionRun['status'];
  analyser: CognitionRun['analyser'];
  llm_model: string | null;
  llm_host: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  result: CognitionResult | null;
  error: { code: MessageKey; params: Record<string, string | number> } | null;
}

const sql = () => connectionOf(Product);
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function rowAnswer(r: RunRow, lang: Language): CognitionRunRow {
  return {
    id: r.id,
    targetType: r.target_type,
    targetId: r.target_id,
    targetTitle: r.target_title,
    channelId: r.channel_id,
    requestedBy: r.requested_by,
    status: r.status,
    analyser: r.analyser,
    llmModel: r.llm_model,
    llmHost: r.llm_host,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    createdAt: iso(r.created_at) as string,
    error: r.error ? t(lang, r.error.code, r.error.params) : null,
  };
}

export const analyseJob = defineJob<{ runId: number }>(
  'cognition.analyse',
  { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  async ({ runId }, job) => {
    const [run] = await sql().query<RunRow>(
      `UPDATE cognition_runs SET status = 'running', started_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
      { bind: [runId], type: QueryTypes.SELECT },
    );
    if (!run) return;
    try {
      const result = await analyse(run);
      await finish(runId, 'done', result, null);
    } catch (err) {
      if (err instanceof RunFailure)
        return finish(runId, 'failed', null, { code: err.code, params: err.params });
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        return finish(runId, 'failed', null, { code: 'COGNITION_RUN_TARGET_GONE', params: {} });
      logger.error('cognition.run_failed', {
        runId,
        error: err instanceof Error ? err.message : String(err),
      });
      // Anything else may pass (the database busy): retried, failed with its reason on the last attempt.
      if (!job.lastAttempt) throw err;
      await finish(runId, 'failed', null, {
        code: 'COGNITION_RUN_FAILED',
        params: { detail: (err as Error).message.slice(0, 200) },
      });
    }
  },
);

async function finish(
  runId: number,
  status: 'done' | 'failed',
  result: CognitionResult | null,
  error: RunRow['error'],
) {
  await sql().query(
    `UPDATE cognition_runs SET status = $2, finished_at = now(), result = $3::jsonb, error = $4::jsonb
      WHERE id = $1`,
    { bind: [runId, status, result ? JSON.stringify(result) : null, error ? JSON.stringify(error) : null] },
  );
}

async function analyse(run: RunRow): Promise<CognitionResult> {
  const ref = await resolveTarget(null, run.target_type, run.target_id);
  const texts = await collectTexts(ref);
  if (run.analyser === 'local') return buildResult(texts);
  const config = await getSetting('cognition');
  if (!config.enabled || !config.endpoint || !config.model)
    throw new RunFailure('COGNITION_RUN_FAILED', {
      detail: 'the language model was switched off before the run',
    });
  return buildResult(texts, await askModel(config, texts));
}

/** Asks for a run of the target: 404 when it is not the caller's, 409 while one is queued or running. */
export async function createRun(
  user: User,
  body: { targetType: CognitionTarget; targetId: number },
  lang: Language,
): Promise<CognitionRunRow> {
  const config = await getSetting('cognition');
  const llm = config.enabled && !!config.endpoint && !!config.model;
  return sql().transaction(async (transaction) => {
    const ref = await resolveTarget(user, body.targetType, body.targetId, transaction);
    const [row] = await sql().query<RunRow>(
      `INSERT INTO cognition_runs
         (target_type, target_id, channel_id, target_title, requested_by, analyser, llm_model, llm_host)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (target_type, target_id) WHERE status IN ('queued', 'running') DO NOTHING
       RETURNING *`,
      {
        bind: [
          ref.type,
          ref.id,
          ref.channelId,
          ref.title,
          user.id,
          llm ? 'llm' : 'local',
          llm ? config.model : null,
          llm ? hostOf(config.endpoint) : null,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (!row) throw new AppError('COGNITION_RUN_ACTIVE');
    await analyseJob.enqueue({ runId: row.id }, transaction);
    return rowAnswer(row, lang);
  });
}

export const RUN_SORTABLE = ['createdAt', 'status', 'targetTitle'] as const;
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  status: 'status',
  targetTitle: 'target_title',
};

export interface RunFilter {
  targetType?: CognitionTarget;
  targetId?: number;
  status?: CognitionRun['status'];
}

/** The runs the caller may see: all for administrators, their channels' for organizers; newest first. */
export async function listRuns(user: User, list: ListParams<RunFilter>, lang: Language) {
  const scope = await scopeOf(user);
  const where: string[] = [];
  const bind: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    bind.push(value);
    where.push(clause.replace('?', `$${bind.length}`));
  };
  if (scope !== null) add('channel_id = ANY(?)', scope);
  if (list.filter.targetType) add('target_type = ?', list.filter.targetType);
  if (list.filter.targetId) add('target_id = ?', list.filter.targetId);
  if (list.filter.status) add('status = ?', list.filter.status);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const column = SORT_COLUMNS[list.sort.field] ?? 'created_at';
  const [{ count }] = await sql().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM cognition_runs ${clause}`,
    { bind, type: QueryTypes.SELECT },
  );
  const rows = await sql().query<RunRow>(
    `SELECT * FROM cognition_runs ${clause} ORDER BY ${column} ${list.sort.order === 'ASC' ? 'ASC' : 'DESC'}, id DESC
      OFFSET ${list.offset} LIMIT ${list.limit}`,
    { bind, type: QueryTypes.SELECT },
  );
  return { rows: rows.map((r) => rowAnswer(r, lang)), count };
}

/** One run with its result; 404 for a run the caller may not see. */
export async function getRun(user: User, id: number, lang: Language): Promise<CognitionRun> {
  const [row] = await sql().query<RunRow>('SELECT * FROM cognition_runs WHERE id = $1', {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND');
  if (!isAdmin(user)) {
    const scope = await scopeOf(user);
    if (row.channel_id == null || !scope?.includes(row.channel_id)) throw new AppError('NOT_FOUND');
  }
  return { ...rowAnswer(row, lang), result: row.result };
}

/**
 * The targets the caller may analyse, for the screen's picker: their channels, products and courses;
 * administrators also the surveys that were sent (a draft has no answers).
 */
export async function listTargets(user: User) {
  const scope = await scopeOf(user);
  const bind = scope === null ? [] : [scope];
  const own = scope === null ? '' : 'WHERE c.id = ANY($1)';
  const ownP = scope === null ? '' : 'WHERE p.channel_id = ANY($1)';
  const rows = await sql().query<{ target_type: CognitionTarget; target_id: number; title: string }>(
    `SELECT 'channel' AS target_type, c.id AS target_id, c.title FROM channels c ${own}
     UNION ALL
     SELECT CASE WHEN co.id IS NULL THEN 'product' ELSE 'course' END, coalesce(co.id, p.id), p.title
       FROM products p LEFT JOIN courses co ON co.product_id = p.id ${ownP}
     ${scope === null ? "UNION ALL SELECT 'survey', s.id, s.title FROM surveys s WHERE s.status <> 'draft'" : ''}
     ORDER BY 1, 3 LIMIT 1000`,
    { bind, type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ targetType: r.target_type, targetId: r.target_id, title: r.title }));
}

export async function cognitionConfig(): Promise<CognitionConfigAnswer> {
  const { apiKey, ...rest } = await getSetting('cognition');
  return { ...rest, keySet: !!apiKey };
}

/** Saves the language model's settings; the key is write-only (undefined keeps it, '' or null clears it). */
export async function updateCognitionConfig(patch: CognitionConfigPatch, adminId: number) {
  const current = await getSetting('cognition');
  const next = {
    ...current,
    ...patch,
    apiKey: patch.apiKey === undefined ? current.apiKey : patch.apiKey || null,
  };
  if (next.enabled && (!next.endpoint || !next.model)) throw new AppError('COGNITION_LLM_INCOMPLETE');
  await updateSetting('cognition', next, adminId);
  return cognitionConfig();
}

/** What a language-model run over the target would send (nothing is sent). */
export async function previewRun(
  user: User,
  targetType: CognitionTarget,
  targetId: number,
): Promise<CognitionPreview> {
  const ref: TargetRef = await resolveTarget(user, targetType, targetId);
  const config = await getSetting('cognition');
  return preview(config, await collectTexts(ref));
}

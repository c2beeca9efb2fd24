import type { Migration } from '../migrate.ts';

// Issue 24 (cognition): an analysis of a product's, channel's or course's texts and of what its viewers
// said, done by the job `cognition.analyse` (api/src/cognition/services/job.ts), never in a request.
// One row per run: who asked, over what, which analyser (the local libraries, or the admin's language
// model), its state and, once done, its result (or the error that failed it, as a code and a detail that
// the API translates when it answers). One run per target at a time: the partial unique index holds it
// when many requests ask at once (the second INSERT waits for the first and then finds the conflict).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE cognition_runs (
      id serial PRIMARY KEY,
      target_type text NOT NULL CHECK (target_type IN ('product', 'channel', 'course')),
      target_id integer NOT NULL,
      -- The channel the target belongs to, kept for scoping lists (an organizer sees their channels' runs).
      channel_id integer REFERENCES channels (id) ON DELETE CASCADE,
      target_title text NOT NULL,
      requested_by integer REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      analyser text NOT NULL CHECK (analyser IN ('local', 'llm')),
      -- For runs by a language model: which model at which host (never the key).
      llm_model text,
      llm_host text,
      started_at timestamptz,
      finished_at timestamptz,
      result jsonb,
      error jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX cognition_runs_one_active ON cognition_runs (target_type, target_id)
      WHERE status IN ('queued', 'running');
    CREATE INDEX cognition_runs_channel_idx ON cognition_runs (channel_id, created_at DESC);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE cognition_runs');
};

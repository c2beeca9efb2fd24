import type { Migration } from '../migrate.ts';

// Issue 24 (cognition): an administrator may analyse a survey's free-text answers (what its respondents
// wrote: sentiment, an extractive summary, keywords). A survey is the platform's, of no channel: its runs
// have no channel_id, so organizers never see them.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE cognition_runs DROP CONSTRAINT cognition_runs_target_type_check;
    ALTER TABLE cognition_runs ADD CONSTRAINT cognition_runs_target_type_check
      CHECK (target_type IN ('product', 'channel', 'course', 'survey'));
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM cognition_runs WHERE target_type = 'survey';
    ALTER TABLE cognition_runs DROP CONSTRAINT cognition_runs_target_type_check;
    ALTER TABLE cognition_runs ADD CONSTRAINT cognition_runs_target_type_check
      CHECK (target_type IN ('product', 'channel', 'course'));
  `);
};

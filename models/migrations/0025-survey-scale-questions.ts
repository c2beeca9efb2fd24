import type { Migration } from '../migrate.ts';

// A survey question of type 'scale': a 0 to 10 rating (how likely are you to recommend...), answered by
// choosing one of eleven values rather than typing a number.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE survey_questions DROP CONSTRAINT survey_questions_type_check;
    ALTER TABLE survey_questions ADD CONSTRAINT survey_questions_type_check
      CHECK (type IN ('text','textarea','select','radio','checkbox','number','date','email','scale'))`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE survey_questions DROP CONSTRAINT survey_questions_type_check;
    ALTER TABLE survey_questions ADD CONSTRAINT survey_questions_type_check
      CHECK (type IN ('text','textarea','select','radio','checkbox','number','date','email'))`);
};

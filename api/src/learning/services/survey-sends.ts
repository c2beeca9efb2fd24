import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Role, Survey, type SurveyStatus } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../../realtime/notify.ts';
import type { SurveySend } from '../../shared/surveys.ts';

/**
 * Sending a survey (issue 21; spec 6: recipients are chosen by role): an administrator publishes a draft,
 * and every user of one of its recipient roles is notified ("New survey: …", linking /surveys/{id}) by a
 * job enqueued in the same transaction. The UPDATE … WHERE status = 'draft' is the one place a survey
 * leaves draft by a send, so of many sends at once exactly one publishes it and notifies; the others
 * find it published and answer SURVEY_ALREADY_SENT.
 */

interface SentRow {
  id: number;
  title: string;
  status: SurveyStatus;
  recipient_roles: Role[];
  sent_at: Date;
}

export async function sendSurvey(surveyId: number): Promise<SurveySend> {
  const sql = connectionOf(Survey);
  return sql.transaction(async (transaction) => {
    const [sent] = await sql.query<SentRow>(
      `UPDATE surveys SET status = 'published', sent_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'draft'
       RETURNING id, title, status, recipient_roles, sent_at`,
      { bind: [surveyId], type: QueryTypes.SELECT, transaction },
    );
    if (!sent) {
      const survey = await Survey.findByPk(surveyId, { attributes: ['status'], transaction });
      if (!survey) throw new AppError('NOT_FOUND');
      throw new AppError(survey.status === 'closed' ? 'SURVEY_SEND_CLOSED' : 'SURVEY_ALREADY_SENT');
    }
    await notify(
      {
        to: 'roles',
        roles: sent.recipient_roles,
        type: 'survey.sent',
        values: { title: sent.title },
        payload: { kind: 'survey', surveyId: sent.id },
      },
      transaction,
    );
    return {
      id: sent.id,
      title: sent.title,
      status: sent.status,
      recipientRoles: sent.recipient_roles,
      sentAt: sent.sent_at.toISOString(),
    };
  });
}

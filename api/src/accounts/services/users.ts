import { type InferAttributes, Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { connectionOf, pickDefined } from '../../../../models/columns.ts';
import { AuthToken, PROFILE_FIELDS, type Role, User, type UserStatus } from '../../../../models/index.ts';
import { publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { captureLead, forgetLead } from '../../leads/services/capture.ts';
import { likePattern, pageQuery } from '../../lib/rest.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import type { profileBody } from '../schemas/auth.ts';
import { changePassword } from './auth.ts';

type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfilePatch = Partial<Pick<InferAttributes<User>, ProfileField>>;

/** Empty strings clear optional text fields. */
function blanksToNull<T extends object>(values: T): T {
  const out = { ...values };
  for (const key of Object.keys(out) as (keyof T)[]) if (out[key] === '') out[key] = null as T[keyof T];
  return out;
}

export async function updateProfile(user: User, patch: ProfilePatch, opts: { requestOrganizer: boolean }) {
  const hadPromoConsent = user.promoConsent;
  user.set(blanksToNull(pickDefined(patch, PROFILE_FIELDS)));
  if (opts.requestOrganizer) {
    if (user.hasRole('PRODUCER')) throw new AppError('ALREADY_ORGANIZER');
    user.organizerRequestedAt = user.organizerRequestedAt ?? new Date();
  }
  await connectionOf(User).transaction(async (transaction) => {
    await user.save({ transaction });
    // The promotional consent is what makes an account a lead (issue 24): given later, it makes one (while
    // the leads module is on); withdrawn, the lead goes with it, whatever the module's state.
    if (hadPromoConsent === user.promoConsent) return;
    if (user.promoConsent) {
      const name = [user.name, user.surname].filter(Boolean).join(' ') || null;
      await captureLead({ email: user.email, name, source: 'signup', consent: true, transaction });
    } else {
      await forgetLead({ email: user.email, source: 'signup', channelId: null, transaction });
    }
  });
  return user;
}

/**
 * PUT /api/auth/me: the profile fields, a password change (both passwords needed) and the request to
 * become an organizer, in that order, so a wrong current password changes nothing.
 */
export async function updateOwnProfile(
  user: User,
  body: z.output<typeof profileBody>,
  sessionTokenId: number | null,
): Promise<User> {
  const { currentPassword, newPassword, newPasswordConfirm, requestOrganizer, ...profile } = body;
  if (newPassword !== undefined || currentPassword !== undefined) {
    if (!currentPassword || !newPassword) {
      const field = currentPassword ? 'newPassword' : 'currentPassword';
      throw new AppError('VALIDATION_ERROR', { details: field }, [{ field, message: '' }]);
    }
    await changePassword(
      user,
      { currentPassword, newPassword, newPasswordConfirm: newPasswordConfirm ?? '' },
      sessionTokenId,
    );
  }
  return updateProfile(user, profile, { requestOrganizer: requestOrganizer === true });
}

export interface UserFilter {
  q?: string;
  status?: UserStatus;
  role?: Role;
  id?: number[];
  organizerRequested?: boolean;
}

/** A user by id, or NOT_FOUND. */
export async function findUser(id: number): Promise<User> {
  const user = await User.findByPk(id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function listUsers(opts: {
  filter: UserFilter;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const where: WhereOptions[] = [];
  const f = opts.filter;
  if (f.q) {
    const like = likePattern(f.q);
    where.push({
      [Op.or]: [
        { email: { [Op.iLike]: like } },
        { name: { [Op.iLike]: like } },
        { surname: { [Op.iLike]: like } },
      ],
    });
  }
  if (f.status) where.push({ status: f.status });
  if (f.role) where.push({ roles: { [Op.contains]: [f.role] } });
  if (f.id?.length) where.push({ id: { [Op.in]: f.id } });
  if (f.organizerRequested !== undefined) {
    where.push({ organizerRequestedAt: f.organizerRequested ? { [Op.ne]: null } : null });
  }
  return User.findAndCountAll({
    where: { [Op.and]: where },
    ...pageQuery(opts),
  });
}

/** The admin's moves on a user (spec 4): which statuses each target status may be reached from. */
const TRANSITIONS: Record<Exclude<UserStatus, 'deleted'>, UserStatus[]> = {
  approved: ['pending', 'disapproved', 'blocked'],
  disapproved: ['pending', 'approved'],
  blocked: ['pending', 'approved', 'disapproved'],
  pending: [],
};

export async function updateUserByAdmin(
  admin: User,
  target: User,
  patch: { status?: Exclude<UserStatus, 'deleted'>; roles?: Role[] },
) {
  if (target.status === 'deleted') throw new AppError('USER_DELETED');
  if (target.id === admin.id && (patch.status || patch.roles)) {
    if ((patch.status && patch.status !== target.status) || (patch.roles && !patch.roles.includes('ADMIN'))) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
    }
  }
  let approvedNow = false;
  if (patch.status && patch.status !== target.status) {
    if (!TRANSITIONS[patch.status].includes(target.status)) {
      throw new AppError('INVALID_TRANSITION', { from: target.status, to: patch.status });
    }
    approvedNow = patch.status === 'approved' && target.status === 'pending';
    target.status = patch.status;
  }
  const wasOrganizer = target.roles.includes('PRODUCER');
  if (patch.roles) {
    target.roles = [...new Set(patch.roles)];
    if (target.roles.includes('PRODUCER')) target.organizerRequestedAt = null;
  }
  // Analytics' "organizers approved" per day: an administrator made them an organizer, or approved the
  // account of one who signed up as an organizer. The first approval counts.
  const organizerNow = target.roles.includes('PRODUCER') && (!wasOrganizer || approvedNow);
  if (organizerNow && !target.organizerApprovedAt) target.organizerApprovedAt = new Date();
  // The change, the sessions it ends and the approval email commit together.
  await connectionOf(User).transaction(async (transaction) => {
    await target.save({ transaction });
    if (target.status === 'blocked' || target.status === 'disapproved') {
      await AuthToken.destroy({ where: { userId: target.id, kind: 'session' }, transaction });
    }
    if (approvedNow && target.activatedAt) {
      await sendActionMail(
        {
          type: 'approved',
          to: target.email,
          userId: target.id,
          lang: target.language,
          name: target.name,
          link: `${publicUrl}/login`,
        },
        transaction,
      );
    }
  });
  return target;
}

/**
 * Deleting keeps the row (orders and sales point at it) but frees nothing that identifies the person
 * beyond the email, which stays reserved so the account cannot be taken over by a new sign-up.
 */
export async function deleteUserByAdmin(admin: User, target: User) {
  if (target.id === admin.id) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  if (target.status === 'deleted') throw new AppError('USER_DELETED');
  target.status = 'deleted';
  await target.save();
  await AuthToken.destroy({ where: { userId: target.id } });
  return target;
}

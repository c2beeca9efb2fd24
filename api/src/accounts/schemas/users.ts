import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../../../../models/index.ts';

const id = z.number().int().positive().max(2_147_483_647);

/** GET /api/users filter (the admin's user list). */
export const userFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  id: z.union([id, z.array(id).max(500)]).optional(),
  organizerRequested: z.boolean().optional(),
});

export const userUpdateBody = z
  .object({
    status: z.enum(['pending', 'approved', 'disapproved', 'blocked']).optional(),
    roles: z.array(z.enum(ROLES)).min(1).max(3).optional(),
  })
  // react-admin sends the whole record on update: other fields are ignored, not refused.
  .loose();

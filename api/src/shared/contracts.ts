/**
 * The API's answers as the front ends read them: one set of types for the API (which must produce them:
 * models/user.ts is typed against SessionUserRecord), the site and the back office. Types only, no
 * runtime: importing this costs a browser bundle nothing. Request bodies are the zod schemas of
 * api/src/schemas, whose `z.infer` types the front ends may import the same way.
 */
import type { SessionUser } from './accounts.ts';

// The account answers are zod schemas (api/src/shared/accounts.ts); their types are re-exported here.
export type { PublicProfile, Role, SessionUser, UserStatus } from './accounts.ts';

/** Every error the API answers: {"error":{code,message,fields?}}, message in the asked language. */
export interface ApiError {
  code: string;
  message: string;
  fields?: { field: string; message: string }[];
}
export interface ApiErrorBody {
  error: ApiError;
}

/** SessionUser before JSON: what the model builds (dates are still Date objects). */
export type SessionUserRecord = Omit<SessionUser, 'organizerRequestedAt'> & {
  organizerRequestedAt: Date | null;
};

/**
 * Whether an owned product has something to play now (GET /api/products/{id}/access, my stuff): a page
 * offers "watch now" only when `ready`; otherwise it says when (`availableAt`, its next session) or "soon".
 */
export interface MediaReadiness<D = string> {
  ready: boolean;
  availableAt: D | null;
}

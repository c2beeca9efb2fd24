import type { HttpBindings } from '@hono/node-server';
import type { Language, User } from '../../models/index.ts';

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    lang: Language;
    /** Language the client asked for explicitly (Accept-Language); undefined lets the user's own win. */
    requestedLang: Language | undefined;
    user: User | null;
    /** Id of the session token row that authenticated this request, for logout. */
    sessionTokenId: number | null;
    authVia: 'bearer' | 'cookie' | null;
    /** A page request whose session could not be looked up (the database is down): see app.ts. */
    sessionUnavailable: boolean;
  };
}

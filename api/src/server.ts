import { processRoles } from './env.ts';
import { runRoles } from './roles.ts';

// `npm start`: the roles PLATEA_ROLES names (default all: web, worker, ingest), composed in roles.ts.
await runRoles(processRoles());

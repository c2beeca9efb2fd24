import { runRoles } from './roles.ts';

// `npm run worker`: the worker role alone (as PLATEA_ROLES=worker npm start). Run as many as you like
// beside web processes (PLATEA_ROLES=web); they share the queue in PostgreSQL.
await runRoles(['worker']);

import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

// Development: the API restarts on change (node --watch) on PORT (3000); Astro's dev server (4321) and
// the back office's Vite server (5173) give hot reload and proxy /api to it.
const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[dev] ${name} exited with ${code}`));
  children.push(child);
}

run('api', process.execPath, [
  '--import',
  'tsx',
  '--watch-path=api',
  '--watch-path=models',
  '--watch-path=seeds',
  'api/src/server.ts',
]);
run('site', 'npm', ['run', 'dev', '-w', 'site']);
run('backoffice', 'npm', ['run', 'dev', '-w', 'backoffice']);

console.log(
  '[dev] API http://localhost:3000  site http://localhost:4321  back office http://localhost:5173/manage',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

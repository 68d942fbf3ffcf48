import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run dev`: the API on PORT (default 3000), restarted on change, and Vite's dev server with hot
// reload on http://localhost:5173, which proxies /api, /storage and /healthz to the API.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('bun'), ['--watch', 'scripts/start.ts', '--no-build'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'pwa/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

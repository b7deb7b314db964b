/**
 * `npm run dev`: the API server (port 3000, with its database under ./data) and Vite's dev
 * server with hot reload, which proxies /api and /images to it. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/index.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

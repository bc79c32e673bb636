// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload,
// which proxies /api, /dev and the WebSocket to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts', '--no-web-build'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

let isStopping = false;
function stop(code = 0) {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

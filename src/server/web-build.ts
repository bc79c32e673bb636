import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webRoot = path.join(projectRoot, 'dist', 'web');

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The build is missing, or a web source, the page template or the build's config changed after it was made. */
export function isWebBuildStale(): boolean {
  const built = path.join(webRoot, 'index.html');
  if (!existsSync(built)) return true;
  const sources = [path.join(projectRoot, 'src', 'web'), path.join(projectRoot, 'src', 'shared')];
  const newestSource = Math.max(
    ...sources.filter(existsSync).map(newestChange),
    statSync(path.join(projectRoot, 'index.html')).mtimeMs,
    statSync(path.join(projectRoot, 'vite.config.ts')).mtimeMs,
  );
  return newestSource > statSync(built).mtimeMs;
}

/** Always a production build, whatever NODE_ENV the server itself runs with. */
export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  // Vite takes React's development build when NODE_ENV says development, even for `build`.
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: projectRoot, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

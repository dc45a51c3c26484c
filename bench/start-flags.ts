/** The Node flags of `npm start` (package.json), so bench targets run as the real server does (ADR 013). */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));

/**
 * The flags between `node` and `src/server/main.ts` in the start script of `packageJson` (this checkout's by
 * default). Throws when the script has another shape.
 */
export async function startFlags(packageJson = PACKAGE_JSON): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(packageJson, 'utf8')) as { scripts: { start: string } };
  const flags = /\bnode ((?:--\S+ )*)src\/server\/main\.ts/.exec(scripts.start)?.[1];
  if (flags === undefined)
    throw new Error(`npm start does not run node … src/server/main.ts: ${scripts.start}`);
  return flags.split(' ').filter(Boolean);
}

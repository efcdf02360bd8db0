import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATEMENT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?'([^']+)'/gm;
const DYNAMIC = /\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)?'([^']+)'\s*\)/g;

function sourceFile(path: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ending) => `${path}${ending}`).find(existsSync);
}

/**
 * The packages a module's code takes values from (its `import type`s left out), with its own
 * relative modules followed: what ships to the browser with it. An island's test reads it to show
 * that the island imports no copy (`@agency/content`), so every word it shows comes in its props.
 */
export function valueImports(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(STATEMENT)].filter((match) => !match[1]).map((match) => match[2] ?? ''),
    ...[...source.matchAll(DYNAMIC)].map((match) => match[1] ?? ''),
  ];
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) {
      packages.add(specifier);
      continue;
    }
    const local = sourceFile(resolve(dirname(file), specifier));
    if (local) for (const name of valueImports(local, seen)) packages.add(name);
  }
  return packages;
}

/**
 * @jest-environment node
 *
 * The translation is a translation: the Chinese copy, module by module beside its English, leaves
 * no string as it was (names, figures and identifiers aside: chinese-copy.ts). That it is written in
 * Hong Kong Chinese is `npm run lint`'s check (scripts/lint-chinese-copy.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { untranslated } from './chinese-copy';

const contentDir = path.resolve(__dirname, '..');

/** Every `.zh-hk.ts` module of the content, beside its English module. */
function translatedModules(dir = contentDir): { chinese: string; english: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return translatedModules(full);
    if (!entry.name.endsWith('.zh-hk.ts')) return [];
    return [{ chinese: full, english: full.replace(/\.zh-hk\.ts$/, '.ts') }];
  });
}

const modules = translatedModules().map((files) => ({ name: path.relative(contentDir, files.chinese), ...files }));

it('finds the translated modules', () => {
  expect(modules.length).toBeGreaterThan(40);
});

describe.each(modules)('$name', ({ chinese, english }) => {
  it('translates every string of its English module (names and figures aside)', async () => {
    const translated = (await import(chinese)) as Record<string, unknown>;
    const original = (await import(english)) as Record<string, unknown>;
    const left = Object.keys(translated)
      .filter((name) => name in original)
      .flatMap((name) =>
        untranslated(original[name], translated[name]).map(({ path: where, text }) => `${name}.${where}: ${text}`),
      );
    expect(left).toEqual([]);
  });
});

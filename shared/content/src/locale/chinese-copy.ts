/**
 * What the Chinese copy is checked for, as functions over its text (the content's tests and
 * `npm run lint` run them over every `.zh-hk.ts` module):
 * - written in Traditional characters (a Simplified-only character is a mistake);
 * - in Hong Kong's words: none of the glossary's `avoid` list (視頻, 信息, 網路, 軟體 …);
 * - with Hong Kong punctuation: 「」『』, full-width ，。：；！？ beside Chinese, never “” ‘’;
 * - a translation: no string of the English copy left as it is, but names and figures.
 */
import STCharacters from 'opencc-js/dict/STCharacters';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import { avoid, keptNames } from './glossary';

/**
 * The characters only Simplified Chinese writes: OpenCC's Simplified-to-Traditional table, less
 * every character that is Traditional too (a key of its Traditional-to-Simplified table, or one
 * of Big5's own hanzi), plus the Simplified forms Big5 happens to hold as rare characters of their
 * own, which Hong Kong text never means.
 */
function simplifiedOnly(): ReadonlyMap<string, string> {
  const traditional = new Set(TSCharacters.split('|').map((entry) => entry.split(' ')[0]));
  const big5 = new Set<string>();
  const decoder = new TextDecoder('big5');
  for (let lead = 0xa4; lead <= 0xf9; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if ((trail > 0x7e && trail < 0xa1) || (lead === 0xc6 && trail >= 0xa1) || lead === 0xc7 || lead === 0xc8)
        continue;
      for (const character of decoder.decode(new Uint8Array([lead, trail]))) big5.add(character);
    }
  const alsoInBig5 = new Set('万与丰么价优体儿党厂坏复宁异怀怜惊愿扰挂据极构柜气洁洒确离种筑网胜苹虫蚕蜡触赶适雇听于');
  const table = new Map<string, string>();
  for (const entry of STCharacters.split('|')) {
    const [simplified = '', ...forms] = entry.split(' ');
    if (forms.includes(simplified) || traditional.has(simplified)) continue;
    if (!big5.has(simplified) || alsoInBig5.has(simplified)) table.set(simplified, forms.join('/'));
  }
  return table;
}

let simplified: ReadonlyMap<string, string> | undefined;

export interface CopyProblem {
  text: string;
  problem: string;
}

const CJK = /[\u3400-\u9fff]/;

/** What is wrong with a piece of Chinese copy, if anything. */
export function chineseCopyProblems(text: string): string[] {
  const problems: string[] = [];
  simplified ??= simplifiedOnly();
  for (const character of new Set(text)) {
    const traditional = simplified.get(character);
    if (traditional) problems.push(`Simplified ${character}: write ${traditional}`);
  }
  for (const { wrong, right } of avoid) if (text.includes(wrong)) problems.push(`${wrong}: write ${right}`);
  if (CJK.test(text)) {
    // ASCII punctuation touching a Chinese character (links' targets and placeholders aside).
    const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/\{[a-z]+\}/g, '');
    if (/[\u3400-\u9fff][,.:;!?]|[,:;!?][\u3400-\u9fff]|[\u3400-\u9fff] ?\(|\) ?[\u3400-\u9fff]/.test(prose))
      problems.push('ASCII punctuation beside Chinese: write ，。：；！？（）');
  }
  return problems;
}

/** Every string in a value, with where it is (`topics.0.title`). */
export function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const sample = (value as (...args: unknown[]) => unknown)('X');
    return typeof sample === 'string' ? [{ path: `${path}()`, text: sample }] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringsOf(child, path ? `${path}.${key}` : key));
}

/** The fields that name something (they stay as they are in every language): see Translation. */
const IDENTIFIER =
  /(^|\.)(icon|slug|id|kind|type|value|href|article|project|iso|related|categories\.\d+|days\.\d+|author|date|image|name)$/;

/** Strings that are the same in every language: names, figures, addresses. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([...keptNames]);

/** Whether a string may read the same in English and Chinese: no English words in it, or a name. */
export function mayStayTheSame(text: string): boolean {
  if (SAME_IN_EVERY_LANGUAGE.has(text.trim())) return true;
  // A slug (`wine-importer-store`): it names a project or an article.
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)) return true;
  // No word of lower-case letters: an acronym (CRM), a figure (150%), a symbol, an address.
  const words = text.replace(/\S+(@|\[at\])\S+|(https?|tel|mailto):\S+/g, '').match(/[a-z]{2,}/g) ?? [];
  return words.length === 0;
}

/** The strings of the English copy that its translation leaves as they are (names and figures aside). */
export function untranslated(english: unknown, chinese: unknown): { path: string; text: string }[] {
  const translated = new Map(stringsOf(chinese).map(({ path, text }) => [path, text]));
  return stringsOf(english).filter(
    ({ path, text }) => !IDENTIFIER.test(path) && translated.get(path) === text && !mayStayTheSame(text),
  );
}

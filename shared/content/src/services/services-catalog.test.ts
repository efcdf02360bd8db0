import { paths, serviceSlugs } from '@agency/platform/routes';
import { keptNames } from '../locale/glossary';
import { pageHead } from '../site/page-head';
import { servicesCatalog } from './services-catalog';

const english = servicesCatalog.en;
const chinese = servicesCatalog['zh-HK'];

// The fields that name something rather than say it: the same in every language.
const identifierKeys = new Set(['slug', 'icon', 'id', 'kind', 'href', 'columns']);

/** The catalog with its words blanked: what must be the same in every language (order, counts, identifiers). */
function skeleton(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return identifierKeys.has(key) ? value : '';
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, skeleton(item, field)]));
  return value;
}

/** Each English text beside its Chinese translation, with where it is. */
function textPairs(en: unknown, zh: unknown, where = ''): [string, string, string][] {
  if (typeof en === 'string' && typeof zh === 'string') return [[where, en, zh]];
  if (en && zh && typeof en === 'object' && typeof zh === 'object')
    return Object.entries(en).flatMap(([field, item]) =>
      identifierKeys.has(field) ? [] : textPairs(item, (zh as Record<string, unknown>)[field], `${where}.${field}`),
    );
  return [];
}

describe('servicesCatalog', () => {
  it('has the same services, pages, blocks, cards, icons and addresses in both languages', () => {
    expect(skeleton(chinese)).toEqual(skeleton(english));
    expect(chinese.services.map((service) => service.slug)).toEqual(serviceSlugs);
    expect(Object.keys(chinese.servicePages).sort()).toEqual([...serviceSlugs].sort());
  });

  it('translates every text: none is left as the English, a brand or product name aside', () => {
    const kept = new Set<string>(keptNames);
    const untranslated = textPairs(english, chinese).filter(([, en, zh]) => en === zh && !kept.has(en));
    expect(untranslated).toEqual([]);
  });

  it('writes Chinese: every text of the Chinese catalog has Chinese characters', () => {
    const latinOnly = textPairs(english, chinese).filter(([, , zh]) => !/\p{Script=Han}/u.test(zh));
    expect(latinOnly).toEqual([]);
  });

  it.each(chinese.services.map((service) => [service.slug, service.title] as const))(
    '%s: the Chinese page’s title is its h1 (%s)',
    (slug, title) => {
      expect(pageHead(`/zh-hk${paths.services.service(slug)}`).title).toBe(`${title} | Harbourline Digital`);
    },
  );
});

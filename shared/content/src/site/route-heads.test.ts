import { routeLanguages, routeTable } from '@agency/platform/routes';
import { routeHeads } from './route-heads';
import { routeHeads as chineseRouteHeads } from './route-heads.zh-hk';

const languages = [
  ['en', routeHeads],
  ['zh-HK', chineseRouteHeads],
] as const;

describe('route heads', () => {
  it.each(languages)('in %s, hold the paths of the route table in that language, in its order', (locale, heads) => {
    expect(Object.keys(heads)).toEqual(
      routeTable.filter((route) => routeLanguages(route).includes(locale)).map((route) => route.path),
    );
  });

  it.each(Object.entries(routeHeads))('%s has a title and a 50–170 character description in English', (_path, head) => {
    expect(head.title.trim()).not.toBe('');
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(170);
  });

  it.each(languages)('in %s, give the two consultation paths the same title and description', (_locale, heads) => {
    expect(heads['/contact/consultation']).toEqual(heads['/contact/schedule-consultation']);
  });

  it('names the consultation page Schedule a Consultation', () => {
    expect(routeHeads['/contact/consultation']?.title).toBe('Schedule a Consultation');
  });
});

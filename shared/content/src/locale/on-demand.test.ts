import type { Locale } from '@agency/platform/routes';

/** A fresh copy of the module (its catalogs are the app's, one list per bundle). */
const fresh = async () => {
  jest.resetModules();
  return import('./on-demand');
};

const loaders = (words: Record<Locale, string>) => ({
  en: jest.fn(() => Promise.resolve({ hello: words.en })),
  'zh-HK': jest.fn(() => Promise.resolve({ hello: words['zh-HK'] })),
});

describe('a catalog on demand (the browser’s)', () => {
  it('holds a language once loadCopy has loaded it, and loads no other', async () => {
    const { onDemand, loadCopy } = await fresh();
    const load = loaders({ en: 'Hello', 'zh-HK': '你好' });
    const catalog = onDemand(load);
    expect(() => catalog['zh-HK']).toThrow("The zh-HK copy was read before loadCopy('zh-HK')");

    await loadCopy('zh-HK');
    expect(catalog['zh-HK']).toEqual({ hello: '你好' });
    expect(() => catalog.en).toThrow("The en copy was read before loadCopy('en')");
    expect(load.en).not.toHaveBeenCalled();

    await loadCopy('zh-HK');
    expect(load['zh-HK']).toHaveBeenCalledTimes(1);
  });

  it('loads every catalog of the app in the language at once', async () => {
    const { onDemand, loadCopy } = await fresh();
    const first = onDemand(loaders({ en: 'One', 'zh-HK': '一' }));
    const second = onDemand(loaders({ en: 'Two', 'zh-HK': '二' }));
    await loadCopy('en');
    expect([first.en, second.en]).toEqual([{ hello: 'One' }, { hello: 'Two' }]);
  });

  it('forgets a failed load, so the next attempt fetches the chunk again', async () => {
    const { onDemand, loadCopy } = await fresh();
    const load = loaders({ en: 'Hello', 'zh-HK': '你好' });
    load['zh-HK'].mockRejectedValueOnce(new Error('ChunkLoadError'));
    const catalog = onDemand(load);
    await expect(loadCopy('zh-HK')).rejects.toThrow('ChunkLoadError');
    await loadCopy('zh-HK');
    expect(load['zh-HK']).toHaveBeenCalledTimes(2);
    expect(catalog['zh-HK']).toEqual({ hello: '你好' });
  });
});

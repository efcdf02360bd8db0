import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from '@playwright/test';
import { theme } from '@agency/ui/theme';
import { launchBrowser } from './first-load';
import { missingFaces, themeFontsCss } from './system-fonts';

/** A page set as the site's are: the theme's stack on each element, fonts.css, in `lang`. */
const sitePage = (lang: 'en' | 'zh-HK', body: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html lang="${lang}"><head><style>${themeFontsCss()}
     h1, p, a, em { font-family: ${theme.typography.fontFamily}; }</style></head><body>${body}</body></html>`,
  )}`;

describe('the system faces opened before a Lighthouse run', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens the faces of a Chinese page and of an English one, headings and body text', async () => {
    const pages = [
      sitePage(
        'zh-HK',
        '<h1 style="font-weight: 800">數碼轉型</h1><p>我們協助香港中小企。</p><p lang="en">Harbourline Digital</p>',
      ),
      sitePage(
        'en',
        '<h1 style="font-weight: 800">Digital transformation</h1><p>For Hong Kong SMEs. <a lang="zh-HK">中文</a></p>',
      ),
    ];
    expect(await missingFaces(browser, pages)).toEqual([]);
  });

  it('names a face the warm-up does not open, with the page that draws it', async () => {
    const italic = sitePage('en', '<p><em style="font-family: \'DejaVu Serif\'">Condensed italic serif</em></p>');
    expect(await missingFaces(browser, [italic])).toEqual([
      expect.stringMatching(/^DejaVuSerif-Italic \(data:text\/html/),
    ]);
  });
});

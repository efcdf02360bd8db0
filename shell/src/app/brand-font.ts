/**
 * The brand font, loaded once the page has loaded and the browser is idle, never before: a page
 * paints in the system face unless the browser already has the font (@agency/platform/page-start-script
 * reads the flag set here, before the first paint). Once it has it, every later page of the site
 * paints in the brand face from the start, without a request and without a shift.
 */
import { BRAND_FONT_CLASS, BRAND_FONT_FLAG } from '@agency/platform/page-start';
import { whenIdleAfterLoad } from '@agency/ui/when-idle-after-load';

const BRAND_FACE = 'Plus Jakarta Sans Variable';

export function loadBrandFontWhenIdle(): void {
  if (document.documentElement.classList.contains(BRAND_FONT_CLASS)) return;
  const load = () => {
    const face = [...document.fonts].find((candidate) => candidate.family.replace(/["']/g, '') === BRAND_FACE);
    face?.load().then(
      () => {
        try {
          localStorage.setItem(BRAND_FONT_FLAG, '1');
        } catch {
          // Storage refused (private mode): every page paints in the system face.
        }
      },
      () => undefined,
    );
  };
  whenIdleAfterLoad(load, 5000, 1000);
}

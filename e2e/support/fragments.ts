import { parseFragmentMarker, parseFragmentStylesMarker } from '@agency/platform/fragments';

/** A composed page's fragment marker: `<!--fragment services/Section b121649ff6a9 zh-HK-->`, or its styles'. */
export interface ComposedMarker {
  kind: 'fragment' | 'fragment-styles';
  slot: string;
  build: string;
  locale: string;
}

/** Every fragment marker of a page, in order, read as the shell's server reads them. */
export function fragmentMarkers(html: string): ComposedMarker[] {
  return [...html.matchAll(/<!--((fragment|fragment-styles) [^>]*)-->/g)].flatMap((match) => {
    const kind = match[2] as ComposedMarker['kind'];
    const marker = (kind === 'fragment' ? parseFragmentMarker : parseFragmentStylesMarker)(match[1] ?? '');
    return marker ? [{ kind, slot: marker.id, build: marker.build, locale: marker.locale }] : [];
  });
}

/**
 * The fragments composed into a page, by their markers (`<!--fragment blog/Section 92170463acd6 en-->`,
 * and `<!--fragment-styles …-->` for their styles in the head): slot → build, or with `withLocale`,
 * slot → `build locale`.
 */
export function fragmentBuilds(
  html: string,
  kind: 'fragment' | 'fragment-styles' = 'fragment',
  { withLocale = false } = {},
): Record<string, string> {
  return Object.fromEntries(
    fragmentMarkers(html)
      .filter((marker) => marker.kind === kind)
      .map((marker) => [marker.slot, withLocale ? `${marker.build} ${marker.locale}` : marker.build]),
  );
}

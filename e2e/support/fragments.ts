import { parseFragmentMarker, parseFragmentStylesMarker } from '@agency/platform/fragments';

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
  const parse = kind === 'fragment' ? parseFragmentMarker : parseFragmentStylesMarker;
  return Object.fromEntries(
    [...html.matchAll(new RegExp(`<!--(${kind} [^>]*)-->`, 'g'))].flatMap((match) => {
      const marker = parse(match[1] ?? '');
      return marker ? [[marker.id, withLocale ? `${marker.build} ${marker.locale}` : marker.build]] : [];
    }),
  );
}

/**
 * A composed page's emotion styles, each rule once. The frame's head carries its own rules (its
 * style elements list their emotion ids: `data-emotion="css a b c"`), and each fragment's styles
 * file adds one style element per rule. A rule the page already has (a button styled the same in
 * the frame and in a fragment) is left out, and the fragments' remaining rules are joined into one
 * element per emotion key, after the frame's: the browser's emotion cache then reads every id in
 * the page and inserts none of them again.
 */

const STYLE = /<style data-emotion="([^" ]+)((?: [^" ]+)+)">([\s\S]*?)<\/style>/g;

export function dedupeHeadStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const seen = new Set<string>();
  const added = new Map<string, { ids: string[]; css: string[] }>();
  const kept = head.replace(STYLE, (element: string, key: string, idList: string, css: string) => {
    const ids = idList
      .trim()
      .split(' ')
      .map((id) => `${key} ${id}`);
    if (ids.every((id) => seen.has(id))) return '';
    ids.forEach((id) => seen.add(id));
    // The frame's elements (several ids), and global rules (emotion keeps each in its own
    // element), stay where they are; a fragment's regular rules are joined below.
    if (ids.length > 1 || key.endsWith('-global')) return element;
    const group = added.get(key) ?? { ids: [], css: [] };
    group.ids.push(idList.trim());
    group.css.push(css);
    added.set(key, group);
    return '';
  });
  if (added.size === 0) return kept === head ? html : kept + html.slice(headEnd);
  const joined = [...added].map(
    ([key, { ids, css }]) => `<style data-emotion="${key} ${ids.join(' ')}">${css.join('')}</style>`,
  );
  return `${kept}${joined.join('')}${html.slice(headEnd)}`;
}

/**
 * The English copy that has a Chinese translation: every string of `english` whose counterpart in
 * `chinese` (the same place in a value of the same shape) differs. On a Chinese page, none of them
 * may show. Strings the two languages share (a brand, an address, an example URL) are left out,
 * and so are the shortest, which could stand inside a Chinese text (`AI`, `CRM`).
 */
export function englishStrings(english: unknown, chinese: unknown): string[] {
  if (typeof english === 'string') return english !== chinese && english.length > 3 ? [english] : [];
  if (english === null || typeof english !== 'object' || chinese === null || typeof chinese !== 'object') return [];
  return Object.entries(english).flatMap(([key, value]) =>
    englishStrings(value, (chinese as Record<string, unknown>)[key]),
  );
}

/** What a person or a screen reader meets in the document: its text and its words in attributes. */
export function documentWords(root: HTMLElement = document.body): string {
  const attributes = Array.from(root.querySelectorAll('[placeholder], [aria-label], [title], [alt]'), (element) =>
    ['placeholder', 'aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

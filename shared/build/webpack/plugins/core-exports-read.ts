/**
 * The names a minified bundle reads from the global federation runtime core
 * (`x=self._FEDERATION_RUNTIME_CORE`, then `x.name`), sorted; undefined when it does not read the
 * global at all.
 */
export function coreExportsRead(code: string): string[] | undefined {
  const binding = /([\w$]+)=self\._FEDERATION_RUNTIME_CORE\b/.exec(code)?.[1];
  if (!binding) return undefined;
  const escaped = binding.replace(/\$/g, '\\$');
  const reads = code.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\.([A-Za-z_$][\\w$]*)`, 'g'));
  return [...new Set([...reads].flatMap((match) => (match[1] ? [match[1]] : [])))].sort();
}

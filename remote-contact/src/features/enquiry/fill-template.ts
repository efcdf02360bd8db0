/**
 * A template of the page's words with its `{name}`s replaced by their values, in one pass: a
 * value is written exactly as it is, never read as a template or a replacement pattern itself
 * (a visitor's `{sender}` or `$&` stays as typed).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

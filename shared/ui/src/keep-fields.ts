/**
 * What a visitor typed, ticked or chose in an island's server HTML, kept across a render afresh
 * (island-hydrate.tsx: code of another build than the HTML). React replaces the island's elements;
 * the new ones get the values the old ones had, matched by id (or, for a checkbox or radio button,
 * by name and value). An uncontrolled field keeps what it is given; the island's own CSS draws its
 * state from the elements themselves (a floated label, a tick).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface KeptField {
  key: string;
  value: string;
  checked: boolean;
}

function keyOf(field: Field): string | undefined {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.name ? `${field.type}:${field.name}=${field.value}` : undefined;
  if (field.id) return `#${field.id}`;
  return undefined;
}

const fieldsOf = (root: Element) => [...root.querySelectorAll<Field>('input, textarea, select')];

/** What the fields in `root` hold that differs from what the HTML gave them. */
export function keepFields(root: Element): KeptField[] {
  return fieldsOf(root).flatMap((field) => {
    const key = keyOf(field);
    if (!key || (field instanceof HTMLInputElement && field.type === 'hidden')) return [];
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (checkable)
      return field.checked === field.defaultChecked ? [] : [{ key, value: field.value, checked: field.checked }];
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? '')
        : field.defaultValue;
    return field.value === initial ? [] : [{ key, value: field.value, checked: false }];
  });
}

/** Gives the fields in `root` what `keepFields` kept, each by its key. */
export function restoreFields(root: Element, kept: readonly KeptField[]): void {
  if (kept.length === 0) return;
  const byKey = new Map(kept.map((field) => [field.key, field]));
  for (const field of fieldsOf(root)) {
    const key = keyOf(field);
    const value = key ? byKey.get(key) : undefined;
    if (!value) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.checked = value.checked;
    else field.value = value.value;
  }
}

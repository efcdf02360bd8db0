import type { Option } from '@agency/shared/content/form-options';

export interface FormValues {
  /** A field's value exactly as typed (never trimmed); '' when the field is missing or empty. */
  text: (name: string) => string;
  /** The ticked values of a checkbox list, in the order of its options whatever the order of ticking. */
  ticked: <V extends string>(name: string, options: readonly Option<V>[]) => V[];
}

/** Reads a submitted form through FormData, as the browser would send it. */
export function readFormValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  return {
    text: (name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    },
    ticked: (name, options) => {
      const ticked = new Set(data.getAll(name));
      return options.map((option) => option.value).filter((value) => ticked.has(value));
    },
  };
}

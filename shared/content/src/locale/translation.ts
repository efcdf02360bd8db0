/**
 * The shape a translation of a piece of English copy must have: the English value's shape, with
 * its text widened to any string, and its identifiers kept exactly (an icon's key, a slug, an
 * option's value, an address: the same in every language). A Chinese module states it
 * (`satisfies Translation<typeof …>`, or the English interface where the copy has one), so a field
 * missing from the translation, one it adds, or an identifier it changed fails the typecheck.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : T extends object
      ? { readonly [Key in keyof T]: Key extends IdentifierKey ? Identifier<T[Key]> : Translation<T[Key]> }
      : T;

/** An identifier field's value is kept as it is; a field of that name that holds copy is translated. */
type Identifier<T> = T extends string | number ? T : Translation<T>;

/** The fields that name something rather than say something: never translated. */
type IdentifierKey = 'icon' | 'slug' | 'id' | 'kind' | 'value' | 'href' | 'article' | 'iso' | 'columns';

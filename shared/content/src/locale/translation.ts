/**
 * The shape a translation of a piece of English copy must have: the English value's shape, with
 * its text widened to any string. A Chinese module states it (`satisfies Translation<typeof …>`,
 * or the English interface where the copy has one), so a field missing from the translation, or
 * one it adds, fails the typecheck.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : T extends object
      ? { readonly [Key in keyof T]: Translation<T[Key]> }
      : T;

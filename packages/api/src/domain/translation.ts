/**
 * The shape of a translation of `Texts`: every text a string, every text function the same
 * parameters returning a string, every group the same keys. English is written `as const`, so its
 * literal types are widened here: a translation differs in words, never in keys or parameters,
 * and TypeScript refuses one that lacks a key or adds one. The shared rules take their words in
 * this shape (English, the server's, by default), and the console's catalogues are typed by it.
 */
export type Translation<Texts> = Texts extends string
  ? string
  : Texts extends (...args: infer Parameters) => infer Result
    ? (...args: Parameters) => Translation<Result>
    : Texts extends object
      ? { readonly [Key in keyof Texts]: Translation<Texts[Key]> }
      : Texts;

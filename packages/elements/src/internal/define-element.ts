/**
 * Defines a custom element unless the tag is taken, so a page that loads a tag module twice
 * (two bundles, or a bundle plus a script tag) keeps working instead of throwing.
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tagName)) {
    customElements.define(tagName, elementClass);
  }
}

import { type CSSResultGroup, css, LitElement } from 'lit';
import { property } from 'lit/decorators.js';

/** The names of our events, as `GlobalEventHandlersEventMap` lists them (src/events). */
export type SatEventName = Extract<keyof GlobalEventHandlersEventMap, `sat-${string}`>;

/** The `detail` an event of that name carries. */
export type SatEventDetail<Name extends SatEventName> =
  GlobalEventHandlersEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/** Hides an element from view but not from screen readers (captions, summaries, file inputs). */
export const visuallyHiddenRules = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const visuallyHidden = css`
  .visually-hidden {
    ${visuallyHiddenRules}
  }
`;

/**
 * What every `<sat-*>` element shares: its texts as one `strings` object over the element's
 * defaults, typed events dispatched the same way, a tag defined at most once and the shared
 * styles. `Strings` is the element's texts (e.g. `SatDataTableStrings`).
 */
export abstract class SatElement<Strings extends object> extends LitElement {
  /** Shared rules; an element lists them first: `[SatElement.styles, ownStyles]`. */
  static override styles: CSSResultGroup = visuallyHidden;

  /**
   * Defines the tag unless it is taken, so a page that loads a tag module twice (two bundles, or
   * a bundle plus a script tag) keeps working instead of throwing.
   */
  static define(tagName: string): void {
    if (!customElements.get(tagName)) {
      // biome-ignore lint/complexity/noThisInStatic: the subclass it is called on is the element.
      customElements.define(tagName, this as unknown as CustomElementConstructor);
    }
  }

  /**
   * The texts the element shows itself, for another language or wording: only those set here
   * change, the others keep their defaults (the spec's English).
   */
  @property({ attribute: false }) strings: Partial<Strings> = {};

  /** The element's texts when `strings` sets none of them. */
  protected abstract readonly defaultStrings: Readonly<Strings>;

  private mergedFrom: Partial<Strings> | undefined;
  private merged: Readonly<Strings> | undefined;

  /** The texts to show: `strings` over the defaults, merged once per new `strings` object. */
  protected get text(): Readonly<Strings> {
    if (this.merged === undefined || this.mergedFrom !== this.strings) {
      this.merged = { ...this.defaultStrings, ...this.strings };
      this.mergedFrom = this.strings;
    }
    return this.merged;
  }

  /**
   * Dispatches one of our events: bubbling and composed, so hosts can listen above shadow
   * roots, with an object `detail` typed by the event's name.
   */
  protected emit<Name extends SatEventName>(name: Name, detail: SatEventDetail<Name>): boolean {
    return this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
  }
}

import { type CSSResultGroup, css, LitElement, type PropertyDeclarations } from 'lit';

/** The names of our events, as `GlobalEventHandlersEventMap` lists them (src/events). */
export type SatEventName = Extract<keyof GlobalEventHandlersEventMap, `sat-${string}`>;

/** The `detail` an event of that name carries. */
export type SatEventDetail<Name extends SatEventName> =
  GlobalEventHandlersEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/**
 * How a controller speaks for the element it is part of (src/components/x/x.<part>.ts): the
 * element's texts and its events, which are protected on the element.
 */
export interface SatVoice<Strings extends object> {
  /** The texts to show: `strings` over the defaults. */
  text(): Readonly<Strings>;
  /** Dispatches one of our events from the element, as `SatElement.emit` does. */
  emit<Name extends SatEventName>(name: Name, detail: SatEventDetail<Name>): boolean;
}

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
 *
 * The theme tokens below are shared by the elements: each falls back to the Shoelace token in
 * brackets, which the light and dark themes set. Set one on the page or on an ancestor to restyle
 * every element there (src/internal/theme-tokens.ts).
 *
 * @cssproperty --sat-font-family - Typeface. [--sl-font-sans]
 * @cssproperty --sat-font-size - Text size of the dense elements (table, grid, toasts). [--sl-font-size-small]
 * @cssproperty --sat-font-weight-strong - Weight of headers, labels and buttons. [--sl-font-weight-semibold]
 * @cssproperty --sat-color-text - Body text. [--sl-color-neutral-800]
 * @cssproperty --sat-color-text-strong - Main labels. [--sl-color-neutral-900]
 * @cssproperty --sat-color-text-muted - Secondary text: header cells, statuses, empty states. [--sl-color-neutral-700]
 * @cssproperty --sat-color-surface - Background of tables, cards, toasts, buttons and dialogs. [--sl-color-neutral-0]
 * @cssproperty --sat-color-surface-muted - Background of filter panels, drop zones, thumbnails and hovered rows. [--sl-color-neutral-50]
 * @cssproperty --sat-color-surface-strong - Background of header rows and the enlarged document's area. [--sl-color-neutral-100]
 * @cssproperty --sat-color-border - Borders of boxes and rows. [--sl-color-neutral-200]
 * @cssproperty --sat-color-border-strong - Borders of controls and drop zones. [--sl-color-neutral-300]
 * @cssproperty --sat-color-control - An unchecked switch, a missing picture. [--sl-color-neutral-500]
 * @cssproperty --sat-color-accent - Accent: checked switches, info and confirm icons, dragged-over zones. [--sl-color-primary-600]
 * @cssproperty --sat-color-accent-text - Links, primary buttons, the pending note. [--sl-color-primary-700]
 * @cssproperty --sat-color-accent-muted - Borders of hovered buttons and thumbnails. [--sl-color-primary-300]
 * @cssproperty --sat-color-accent-subtle - Background of selected rows and hovered buttons. [--sl-color-primary-50]
 * @cssproperty --sat-color-on-accent - Text on the accent (primary buttons). [--sl-color-neutral-0]
 * @cssproperty --sat-color-success - Success icons and accents. [--sl-color-success-600]
 * @cssproperty --sat-color-warning - Warning icons and accents. [--sl-color-warning-600]
 * @cssproperty --sat-color-danger - Error icons and accents. [--sl-color-danger-600]
 * @cssproperty --sat-color-danger-text - Error messages. [--sl-color-danger-700]
 * @cssproperty --sat-border-radius-small - Corners of controls and thumbnails. [--sl-border-radius-small]
 * @cssproperty --sat-border-radius-medium - Corners of boxes, cards, toasts and dialogs. [--sl-border-radius-medium]
 * @cssproperty --sat-border-radius-large - Corners of drop zones. [--sl-border-radius-large]
 * @cssproperty --sat-focus-ring - Outline of the focused control. [--sl-focus-ring]
 */
export abstract class SatElement<Strings extends object> extends LitElement {
  /** Shared rules; an element lists them first: `[SatElement.styles, ownStyles]`. */
  static override styles: CSSResultGroup = visuallyHidden;

  /**
   * The reactive properties, by name, as every element declares them: Lit's static `properties`
   * rather than decorators, whose calls cost the console's bundle about 0.3 KB gzip. The fields
   * keep their types, defaults and descriptions; `useDefineForClassFields: false` (tsconfig.json)
   * lets their defaults go through Lit's accessors.
   */
  static override properties: PropertyDeclarations = {
    strings: { attribute: false },
  };

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
  strings: Partial<Strings> = {};

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

  /** The texts and events, for the element's controllers. */
  protected readonly voice: SatVoice<Strings> = {
    text: () => this.text,
    emit: (name, detail) => this.emit(name, detail),
  };

  /**
   * Dispatches one of our events: bubbling and composed, so hosts can listen above shadow
   * roots, with an object `detail` typed by the event's name. A `cancelable` event answers false
   * when a listener cancelled it (the host takes over what the element would have done).
   */
  protected emit<Name extends SatEventName>(
    name: Name,
    detail: SatEventDetail<Name>,
    { cancelable = false } = {},
  ): boolean {
    return this.dispatchEvent(
      new CustomEvent(name, { bubbles: true, composed: true, cancelable, detail }),
    );
  }
}

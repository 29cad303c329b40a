/** The focused element inside the shadow roots of `root`, as deep as focus goes. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot?.activeElement ? deepActiveElement(active.shadowRoot) : active;
}

/** The element focused inside `host`'s own shadow root (a Shoelace control counts as itself). */
export function focusedIn(host: Element): Element | null {
  return host.shadowRoot?.activeElement ?? null;
}

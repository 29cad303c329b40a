import type { Page } from '@playwright/test';

/*
 * What an operator without a mouse meets on a screen, pressing Tab from the top of the page to
 * its end: which controls they reach, in what order, and whether they see where focus is.
 */

/** One control of the screen, as the audit names it in a failure. */
export interface Control {
  /** Its tag, name and where it lies (the elements whose shadow roots hold it). */
  readonly name: string;
}

/** What Tab met on a screen. */
export interface TabWalk {
  /** Every visible, enabled control that Tab should reach (the page's tab stops), in page order. */
  readonly controls: readonly Control[];
  /** The controls Tab never reached. */
  readonly unreached: readonly Control[];
  /** Controls reached before one that comes earlier on the page (focus jumped back). */
  readonly outOfOrder: readonly Control[];
  /** Controls that showed no focus ring (no outline or shadow appeared) while focused. */
  readonly withoutRing: readonly Control[];
  /** Elements with a pointer cursor that no key can reach (a clickable div, a card). */
  readonly clickableOnly: readonly Control[];
}

/** The audit's state in the page, between key presses. */
interface Audit {
  /** The page's tab stops, in the order of the flat tree (shadow roots and slots as drawn). */
  controls: Element[];
  /** The elements that may draw each control's focus ring, and how they look unfocused. */
  rings: Map<Element, [holder: Element, unfocused: string][]>;
  /** The index in `controls` of each control focused, in the order Tab reached them. */
  reached: number[];
  withoutRing: Set<number>;
  clickableOnly: Element[];
  /** An element's outline and box shadow, as its focus ring would change them. */
  lookOf: (element: Element) => string;
}

declare global {
  interface Window {
    tabAudit?: Audit;
  }
}

/*
 * The three functions below run in the page: `page.evaluate` sends each one's source alone, so
 * each declares the helpers it needs inside it, or finds them in `window.tabAudit`.
 */

/**
 * Finds the page's controls and how they look unfocused, and puts focus at the top of the page,
 * where the next Tab starts (on a mark that is no tab stop itself).
 */
function prepareAudit(): number {
  const top = document.createElement('span');
  top.id = 'tab-audit-top';
  top.tabIndex = -1;
  document.body.prepend(top);
  top.focus();
  const tabStop =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
  /** Children as drawn: a shadow root's, a slot's assigned elements (or its fallback). */
  const drawnChildren = (element: Element): Element[] => {
    if (element.shadowRoot) return [...element.shadowRoot.children];
    if (element instanceof HTMLSlotElement) {
      const assigned = element.assignedElements({ flatten: true });
      return assigned.length > 0 ? assigned : [...element.children];
    }
    return [...element.children];
  };
  const inFlatTree: Element[] = [];
  const walk = (element: Element) => {
    inFlatTree.push(element);
    for (const child of drawnChildren(element)) walk(child);
  };
  walk(document.body);

  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    );
  };
  /** The element's parent, or its shadow root's host. */
  const up = (element: Element): Element | null =>
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const isInert = (element: Element) => {
    for (let at: Element | null = element; at; at = up(at)) {
      if ((at as HTMLElement).inert) return true;
    }
    return false;
  };
  /**
   * A toast dismisses itself within seconds, so it may be gone before Tab gets there (the sign-in
   * toast, on a busy machine): its close button is the toast stack's, tested with the element.
   */
  const inToast = (element: Element) => {
    for (let at: Element | null = element; at; at = up(at)) {
      if (at.localName === 'sat-toast-stack') return true;
    }
    return false;
  };
  const isTabStop = (element: Element) =>
    element.matches(tabStop) &&
    (element as HTMLElement).tabIndex >= 0 &&
    !element.matches(':disabled') &&
    // Radios: the group's checked one is its stop (the arrows move within the group).
    !(element.matches('input[type="radio"]') && !(element as HTMLInputElement).checked) &&
    shown(element) &&
    !isInert(element) &&
    !inToast(element);
  const controls = inFlatTree.filter(isTabStop);

  const lookOf = (element: Element) => {
    // A ring that fades in is judged as it ends.
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return `${outline} / ${style.boxShadow}`;
  };
  /**
   * What may draw a control's ring: the control and what it holds, its parents (three, within its
   * shadow root) and their children (a checkbox's box beside its input), the host of its shadow
   * root, and what its own shadow root draws (a tab's label).
   */
  const ringHolders = (control: Element): Element[] => {
    const holders = new Set([control, ...control.querySelectorAll('*')]);
    for (let at = control.parentElement, depth = 0; at && depth < 3; at = at.parentElement) {
      holders.add(at);
      for (const child of at.children) holders.add(child);
      depth += 1;
    }
    const host = (control.getRootNode() as ShadowRoot).host;
    if (host) holders.add(host);
    for (const drawn of control.shadowRoot?.querySelectorAll('*') ?? []) holders.add(drawn);
    return [...holders];
  };
  const rings = new Map(
    controls.map((control) => [
      control,
      ringHolders(control).map((holder): [Element, string] => [holder, lookOf(holder)]),
    ]),
  );

  // A pointer cursor says "click me": the topmost element with one that holds no control and is
  // in none (nor in a label) is mouse-only.
  const reachable = new Set(inFlatTree.filter((element) => element.matches(tabStop)));
  const holdsControl = new Set<Element>();
  for (const control of reachable) {
    for (let at = up(control); at; at = up(at)) holdsControl.add(at);
  }
  const pointer = (element: Element | null) =>
    element !== null && getComputedStyle(element).cursor === 'pointer';
  const inControl = (element: Element) => {
    for (let at: Element | null = element; at; at = up(at)) {
      if (reachable.has(at) || at.localName === 'label') return true;
    }
    return false;
  };
  const clickableOnly = inFlatTree.filter(
    (element) =>
      pointer(element) &&
      !pointer(up(element)) &&
      shown(element) &&
      !holdsControl.has(element) &&
      !inControl(element),
  );
  window.tabAudit = {
    controls,
    rings,
    reached: [],
    withoutRing: new Set(),
    clickableOnly,
    lookOf,
  };
  return controls.length;
}

/**
 * Notes where focus is after a key: which control, and whether its ring shows. Says whether focus
 * is on a control noted before the walk (`control`), on a card a feed added since (`feed`: loaded
 * as Tab scrolled to its last cards), on anything else the page added (`added`), or has left the
 * page's controls (`left`: past the last one, or back to one already reached).
 */
function noteFocus(): 'control' | 'feed' | 'added' | 'left' {
  const audit = window.tabAudit!;
  let focused: Element | null = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body) return audit.reached.length === 0 ? 'added' : 'left';
  const index = audit.controls.indexOf(focused);
  if (index < 0) return focused.closest('[role=feed]') ? 'feed' : 'added';
  if (audit.reached.includes(index)) return 'left';
  audit.reached.push(index);
  const ringShows = audit.rings
    .get(focused)!
    .some(([holder, unfocused]) => audit.lookOf(holder) !== unfocused);
  if (!ringShows) audit.withoutRing.add(index);
  return 'control';
}

/** The audit's findings, each control named. */
function auditFindings(): TabWalk {
  const audit = window.tabAudit!;
  document.getElementById('tab-audit-top')?.remove();
  const nameOf = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const where: string[] = [];
    for (let root = element.getRootNode(); root instanceof ShadowRoot; ) {
      where.unshift(root.host.localName);
      root = root.host.getRootNode();
    }
    const part = element.getAttribute('part');
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${[...where, element.localName].join(' > ')}${part ? `[part=${part}]` : ''} "${text}"`;
  };
  const named = (elements: readonly Element[]) =>
    elements.map((element) => ({ name: nameOf(element) }));
  const reached = new Set(audit.reached);
  const outOfOrder = audit.reached.filter((index, at) =>
    audit.reached.slice(0, at).some((earlier) => earlier > index),
  );
  return {
    controls: named(audit.controls),
    // A control taken off the page during the walk (a feed's Load more, once scrolling into view
    // loaded the rest) is no longer there to reach.
    unreached: named(
      audit.controls.filter((control, index) => !reached.has(index) && control.isConnected),
    ),
    outOfOrder: named(outOfOrder.map((index) => audit.controls[index]!)),
    withoutRing: named([...audit.withoutRing].map((index) => audit.controls[index]!)),
    clickableOnly: named(audit.clickableOnly),
  };
}

/** The most presses on controls the page added during a walk left uncounted. */
const MOST_ADDED = 100;

/**
 * Presses Tab from the top of the page until focus leaves its last control (or comes back to the
 * first), noting each control reached; at most `most` presses more than there are controls.
 * A feed loads more cards as Tab scrolls to its last ones, without end on a long list (Sales
 * Track's products): on the first card it added, the walk presses Ctrl+End, the feed's key to
 * move on to Load more (or past the feed), as a keyboard user does, and goes on from there.
 */
export async function walkByTab(page: Page, most = 20): Promise<TabWalk> {
  const count = await page.evaluate(prepareAudit);
  let added = 0;
  let key = 'Tab';
  for (let presses = 0; presses < count + most + Math.min(added, MOST_ADDED); presses += 1) {
    await page.keyboard.press(key);
    const where = await page.evaluate(noteFocus);
    if (where === 'left') break;
    if (where === 'feed' || where === 'added') added += 1;
    key = where === 'feed' ? 'Control+End' : 'Tab';
  }
  return page.evaluate(auditFindings);
}

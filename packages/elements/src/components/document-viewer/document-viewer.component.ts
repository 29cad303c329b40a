import { html, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { SatIconName } from '../../icons/sat-icons.js';
import { satIconLibrary } from '../../internal/register-sat-icons.js';
import { SatElement } from '../../internal/sat-element.js';
import {
  type SatDocumentViewerStrings,
  satDocumentViewerStrings,
} from './document-viewer.strings.js';
import { documentViewerStyles } from './document-viewer.styles.js';
import type { SatDocument } from './document-viewer.types.js';

/** The zoom steps: 1 shows the whole document, the others enlarge it that many times. */
export const satDocumentZoomLevels = [1, 1.5, 2, 3, 4] as const;

/** What identifies the documents shown: a new set (another person's) starts afresh. */
const documentsKey = (documents: readonly SatDocument[]): string =>
  documents.map((document) => `${document.id}\n${document.src ?? ''}`).join('\n\n');

/**
 * @tag sat-document-viewer
 * @summary Someone's documents (licences, ID cards, bank papers, photos) as a grid of captioned
 * thumbnails; choosing one shows it large, with zoom in and out, previous and next, and a link
 * that opens the picture itself in a new tab. A document that was not uploaded, or whose
 * picture cannot be loaded, says so in its place.
 *
 * Keyboard, on the enlarged document: `+` and `-` zoom, `0` fits it to the view, the arrow keys
 * go to the previous and next document (and scroll it while it is enlarged); the pointer drags an
 * enlarged picture. Opening a document moves focus to it; going back to all of them returns
 * focus to its thumbnail.
 *
 * @csspart grid - The list of every document.
 * @csspart item - One document of the list.
 * @csspart thumbnail - The button that shows a document large.
 * @csspart missing - The text in place of a document not uploaded or not loaded.
 * @csspart caption - A document's label under its thumbnail.
 * @csspart viewer - One document shown large, with its toolbar.
 * @csspart toolbar - The back button, the document's label and the controls.
 * @csspart zoom-level - The zoom as a percentage.
 * @csspart open-link - The link that opens the picture in a new tab.
 * @csspart stage - The scrolling area the document is drawn in.
 * @csspart image - The enlarged picture.
 *
 * @cssproperty --sat-document-viewer-thumbnail-width - Smallest width of a thumbnail. Default 10rem.
 * @cssproperty --sat-document-viewer-stage-height - Height of the enlarged document's area. Default 60vh.
 */
export class SatDocumentViewer extends SatElement<SatDocumentViewerStrings> {
  static override styles = [SatElement.styles, documentViewerStyles];

  static override properties = {
    documents: { type: Array },
    owner: {},
    current: {},
    zoom: { type: Number },
    failed: { state: true },
  };

  /** The documents, in the order they are shown. */
  documents: readonly SatDocument[] = [];

  /** Whose documents they are; the pictures' text alternatives name them ("PAN photo, Vidya Books"). */
  owner = '';

  /** The id of the document shown large; `''` shows all of them. The user's choices set it. */
  current = '';

  /** How much the shown document is enlarged: one of `satDocumentZoomLevels`. The user's choices set it. */
  zoom = 1;

  protected readonly defaultStrings = satDocumentViewerStrings;

  /** The documents whose picture failed to load. */
  private failed: ReadonlySet<string> = new Set();

  private shownKey = '';

  /** Where a drag of the enlarged picture started: the pointer and the scroll position. */
  private drag: { x: number; y: number; left: number; top: number } | null = null;

  private get stage(): HTMLElement | null {
    return this.renderRoot.querySelector('.stage') as HTMLElement | null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('documents')) return;
    const key = documentsKey(this.documents);
    if (key === this.shownKey) return;
    // Other documents (another person's): their pictures get a new chance, and the view starts
    // from all of them, unless the host chose a document together with them at first.
    this.shownKey = key;
    this.failed = new Set();
    if (this.hasUpdated) {
      this.current = '';
      this.zoom = 1;
    }
  }

  /** The documents that have a picture: the ones the viewer steps through. */
  private get viewable(): readonly SatDocument[] {
    return this.documents.filter((document) => document.src !== null);
  }

  private altOf(document: SatDocument): string {
    return this.owner ? `${document.label}, ${this.owner}` : document.label;
  }

  private async show(id: string): Promise<void> {
    this.current = id;
    this.zoom = 1;
    await this.updateComplete;
    this.stage?.focus();
  }

  private async showAll(): Promise<void> {
    const shown = this.current;
    this.current = '';
    await this.updateComplete;
    this.renderRoot
      .querySelector<HTMLElement>(`[part=thumbnail][data-id="${CSS.escape(shown)}"]`)
      ?.focus();
  }

  /** The previous (-1) or next (1) document with a picture, going round. */
  private step(by: -1 | 1): void {
    const viewable = this.viewable;
    const index = viewable.findIndex((document) => document.id === this.current);
    if (viewable.length < 2 || index < 0) return;
    this.current = viewable[(index + by + viewable.length) % viewable.length]!.id;
    this.zoom = 1;
  }

  private zoomBy(steps: -1 | 1): void {
    const levels: readonly number[] = satDocumentZoomLevels;
    // A zoom set from outside the steps counts as the first.
    const from = Math.max(levels.indexOf(this.zoom), 0);
    this.zoom = levels[Math.min(Math.max(from + steps, 0), levels.length - 1)]!;
  }

  private readonly handleOpen = (event: Event): void => {
    void this.show((event.currentTarget as HTMLElement).dataset.id!);
  };

  private readonly handleError = (event: Event): void => {
    const id = (event.target as HTMLElement).dataset.id!;
    this.failed = new Set([...this.failed, id]);
  };

  private readonly handleKey = (event: KeyboardEvent): void => {
    const enlarged = this.zoom > 1;
    const actions: Record<string, (() => void) | undefined> = {
      '+': () => this.zoomBy(1),
      '=': () => this.zoomBy(1),
      '-': () => this.zoomBy(-1),
      '0': () => {
        this.zoom = 1;
      },
      // While enlarged the arrows scroll the picture, as in any scrolling area.
      ArrowLeft: enlarged ? undefined : () => this.step(-1),
      ArrowRight: enlarged ? undefined : () => this.step(1),
    };
    const action = actions[event.key];
    if (action && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      action();
    }
  };

  // Dragging an enlarged picture moves it, as in any picture viewer.
  private readonly handlePointerDown = (event: PointerEvent): void => {
    const stage = event.currentTarget as HTMLElement;
    if (this.zoom <= 1 || event.button !== 0) return;
    event.preventDefault();
    stage.setPointerCapture(event.pointerId);
    this.drag = {
      x: event.clientX,
      y: event.clientY,
      left: stage.scrollLeft,
      top: stage.scrollTop,
    };
  };

  private readonly handlePointerMove = (event: PointerEvent): void => {
    if (!this.drag) return;
    const stage = event.currentTarget as HTMLElement;
    stage.scrollLeft = this.drag.left - (event.clientX - this.drag.x);
    stage.scrollTop = this.drag.top - (event.clientY - this.drag.y);
  };

  private readonly handlePointerUp = (): void => {
    this.drag = null;
  };

  private iconButton(name: SatIconName, label: string, onClick: () => void, disabled = false) {
    return html`
      <sl-icon-button
        library=${satIconLibrary}
        name=${name}
        label=${label}
        ?disabled=${disabled}
        @click=${onClick}
      ></sl-icon-button>
    `;
  }

  private renderGrid() {
    return html`
      <ul part="grid" class="grid">
        ${repeat(
          this.documents,
          (document) => document.id,
          (document) => html`
            <li part="item" class="item">
              <figure class="figure">
                ${
                  document.src && !this.failed.has(document.id)
                    ? html`
                      <button
                        type="button"
                        part="thumbnail"
                        class="thumbnail"
                        data-id=${document.id}
                        @click=${this.handleOpen}
                      >
                        <img
                          class="thumbnail-image"
                          src=${document.src}
                          alt=${this.altOf(document)}
                          data-id=${document.id}
                          @error=${this.handleError}
                        />
                      </button>
                    `
                    : html`
                      <span part="missing" class="missing">
                        ${document.src ? this.text.unavailable : this.text.missing}
                      </span>
                    `
                }
                <figcaption part="caption" class="caption">${document.label}</figcaption>
              </figure>
            </li>
          `,
        )}
      </ul>
    `;
  }

  private renderViewer(document: SatDocument) {
    const viewable = this.viewable;
    const position = viewable.indexOf(document) + 1;
    const levels: readonly number[] = satDocumentZoomLevels;
    const failed = this.failed.has(document.id);
    const enlarged = this.zoom > 1;
    return html`
      <div part="viewer" class="viewer">
        <div part="toolbar" class="toolbar">
          <sl-button size="small" class="back" @click=${() => void this.showAll()}>
            <sl-icon slot="prefix" library=${satIconLibrary} name="chevron-left"></sl-icon>
            ${this.text.back}
          </sl-button>
          <span class="title">
            ${document.label}
            <span class="position">${this.text.positionOf(position, viewable.length)}</span>
          </span>
          <span class="controls">
            ${this.iconButton('chevron-left', this.text.previous, () => this.step(-1), viewable.length < 2)}
            ${this.iconButton('chevron-right', this.text.next, () => this.step(1), viewable.length < 2)}
            ${this.iconButton('zoom-out', this.text.zoomOut, () => this.zoomBy(-1), failed || this.zoom <= levels[0]!)}
            <output part="zoom-level" class="zoom-level" aria-live="polite">
              ${Math.round(this.zoom * 100)}%
            </output>
            ${this.iconButton('zoom-in', this.text.zoomIn, () => this.zoomBy(1), failed || this.zoom >= levels.at(-1)!)}
            ${this.iconButton(
              'fit',
              this.text.fit,
              () => {
                this.zoom = 1;
              },
              failed || !enlarged,
            )}
            <a
              part="open-link"
              class="open-link"
              href=${document.src!}
              target="_blank"
              rel="noopener noreferrer"
            >
              <sl-icon library=${satIconLibrary} name="external-link" aria-hidden="true"></sl-icon>
              ${this.text.openFullSize}
            </a>
          </span>
        </div>
        <div
          part="stage"
          class="stage ${enlarged ? 'stage--enlarged' : ''}"
          tabindex="0"
          role="region"
          aria-label=${this.altOf(document)}
          @keydown=${this.handleKey}
          @pointerdown=${this.handlePointerDown}
          @pointermove=${this.handlePointerMove}
          @pointerup=${this.handlePointerUp}
          @pointercancel=${this.handlePointerUp}
        >
          ${
            failed
              ? html`<p part="missing" class="missing">${this.text.unavailable}</p>`
              : html`
                <img
                  part="image"
                  class="image"
                  src=${document.src!}
                  alt=${this.altOf(document)}
                  data-id=${document.id}
                  style=${styleMap(enlarged ? { width: `${this.zoom * 100}%` } : {})}
                  @error=${this.handleError}
                />
              `
          }
        </div>
      </div>
    `;
  }

  protected override render() {
    const shown = this.viewable.find((document) => document.id === this.current);
    return shown ? this.renderViewer(shown) : this.renderGrid();
  }
}

import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { customElement } from 'lit/decorators.js';
import { SatElement } from './sat-element.js';

interface ProbeStrings {
  readonly greeting: string;
  readonly farewell: string;
}

/** A small element on the base class: it shows its two texts and emits on demand. */
@customElement('sat-element-probe')
class SatElementProbe extends SatElement<ProbeStrings> {
  protected readonly defaultStrings = { greeting: 'Hello', farewell: 'Goodbye' };

  signal(id: string): void {
    this.emit('sat-toast-dismiss', { id });
  }

  protected override render() {
    return html`<p>${this.text.greeting}</p><p class="visually-hidden">${this.text.farewell}</p>`;
  }
}

const shown = (probe: SatElementProbe) =>
  [...probe.shadowRoot!.querySelectorAll('p')].map((p) => p.textContent);

describe('SatElement', () => {
  it('shows its default texts, and only the ones a host changes change', async () => {
    const probe = await fixture<SatElementProbe>(html`<sat-element-probe></sat-element-probe>`);
    expect(shown(probe)).to.deep.equal(['Hello', 'Goodbye']);
    probe.strings = { farewell: 'Au revoir' };
    await probe.updateComplete;
    expect(shown(probe)).to.deep.equal(['Hello', 'Au revoir']);
    probe.strings = {};
    await probe.updateComplete;
    expect(shown(probe)).to.deep.equal(['Hello', 'Goodbye']);
  });

  it('emits events that bubble out of shadow roots with their detail', async () => {
    const host = await fixture<HTMLElement>(
      html`<div><sat-element-probe></sat-element-probe></div>`,
    );
    const probe = host.querySelector<SatElementProbe>('sat-element-probe')!;
    setTimeout(() => probe.signal('t1'));
    const event = await oneEvent(host, 'sat-toast-dismiss');
    expect(event.detail).to.deep.equal({ id: 't1' });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('hides visually-hidden text from view but keeps it in the page', async () => {
    const probe = await fixture<SatElementProbe>(html`<sat-element-probe></sat-element-probe>`);
    const hidden = probe.shadowRoot!.querySelector('.visually-hidden')!;
    expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
    expect(hidden.textContent).to.equal('Goodbye');
  });

  it('defines a tag once: defining it again is harmless', () => {
    expect(() => SatElementProbe.define('sat-element-probe')).not.to.throw();
    expect(customElements.get('sat-element-probe')).to.equal(SatElementProbe);
  });
});

import { expect } from '@open-wc/testing';
import { toggledPage } from './data-table.selection.js';

describe('toggledPage', () => {
  it("adds the page's unselected rows after the selection, in page order", () => {
    expect(toggledPage(['other', 'b'], ['a', 'b', 'c'])).to.deep.equal(['other', 'b', 'a', 'c']);
  });

  it("takes the page's rows out when all are selected, keeping other pages' keys", () => {
    expect(toggledPage(['c', 'other', 'a', 'b'], ['a', 'b', 'c'])).to.deep.equal(['other']);
  });

  it('selects the whole page from an empty selection', () => {
    expect(toggledPage([], ['a', 'b'])).to.deep.equal(['a', 'b']);
  });
});

import { expect } from '@open-wc/testing';
import { pagerView } from './data-table.pager.js';

describe('pagerView', () => {
  const stored = { page: 3, limit: 10, sort: 1, totalPages: 5 } as const;

  it('shows the stored page before any answer, with nothing pending', () => {
    expect(pagerView({ ...stored, applied: null })).to.deep.equal({
      shownPage: 3,
      pendingPage: null,
      pending: false,
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('shows the applied page, and the stored one as pending while they differ', () => {
    const view = pagerView({ ...stored, applied: { page: 2, limit: 10, sort: 1 } });
    expect([view.shownPage, view.pendingPage, view.pending]).to.deep.equal([2, 3, true]);
  });

  it('is pending when only the page size or only the sort differs, on the same page', () => {
    for (const applied of [
      { page: 3, limit: 20, sort: 1 },
      { page: 3, limit: 10, sort: -1 },
    ] as const) {
      const view = pagerView({ ...stored, applied });
      expect([view.pending, view.pendingPage]).to.deep.equal([true, null]);
    }
    expect(pagerView({ ...stored, applied: { page: 3, limit: 10, sort: 1 } }).pending).to.equal(
      false,
    );
  });

  it('has no page before page 1 and none after the last, and none at all without pages', () => {
    const at = (page: number, totalPages: number) => {
      const { hasPrevious, hasNext } = pagerView({ ...stored, page, totalPages, applied: null });
      return [hasPrevious, hasNext];
    };
    expect(at(1, 5)).to.deep.equal([false, true]);
    expect(at(5, 5)).to.deep.equal([true, false]);
    expect(at(1, 1)).to.deep.equal([false, false]);
    expect(at(1, 0)).to.deep.equal([false, false]);
  });
});

import { listSearch, pageOf, stateOf } from './list-params';

describe('list parameters in the address bar', () => {
  it('reads a page number, 1 for anything that is not one', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999']) {
      expect(pageOf(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('reads a known state only', () => {
    expect(stateOf(new URLSearchParams('state=archived'))).toBe('archived');
    expect(stateOf(new URLSearchParams('state=deleted'))).toBeUndefined();
  });

  it('writes the query string, leaving out the first page and no filter', () => {
    expect(listSearch({})).toBe('');
    expect(listSearch({ page: 1, state: 'draft' })).toBe('?state=draft');
    expect(listSearch({ page: 2, state: 'published' })).toBe('?state=published&page=2');
  });
});

import { linkProblems, pageProblems, positionOf } from './fill-page-post';

describe('positionOf', () => {
  it('reads the page a post names and whether it goes back', () => {
    expect(positionOf(new URLSearchParams('_page=3&_action=back'))).toEqual({ page: 3, back: true });
    expect(positionOf(new URLSearchParams('_page=2&_action=next'))).toEqual({ page: 2, back: false });
  });

  it('takes anything but one or two digits as no page named (the first)', () => {
    expect(positionOf(new URLSearchParams('_page=123'))).toEqual({ page: undefined, back: false });
    expect(positionOf(new URLSearchParams('_page=-1'))).toEqual({ page: undefined, back: false });
    expect(positionOf(new URLSearchParams(''))).toEqual({ page: undefined, back: false });
  });
});

describe('problems as the page shows them', () => {
  it('says each problem of a question as a sentence', () => {
    expect(pageProblems(new Map([['name', 'is required']]))).toEqual(new Map([['name', 'This answer is required.']]));
  });

  it("says what a link's refused value was and what to do", () => {
    expect(linkProblems([{ field: 'fieldValues.source', problem: 'must not contain NUL characters' }])).toEqual([
      'The link to this form carries a value that cannot be accepted (source must not contain NUL characters). Please open the form from its original link.',
    ]);
  });
});

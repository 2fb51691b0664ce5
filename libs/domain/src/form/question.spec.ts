import { canonicalDecimal } from '../submission/answers';
import { buildQuestions, slugFromLabel } from './question';

describe('slugFromLabel', () => {
  it.each([
    ['What is your NAME?', 'what_is_your_name'],
    ['  --a--b--  ', 'a_b'],
    ['123 go', 'q_123_go'],
    ['!!!', 'q_'],
    ['Ünïcode café', 'n_code_caf'],
    ['x'.repeat(80), 'x'.repeat(64)],
  ])('%j -> %j', (label, slug) => {
    expect(slugFromLabel(label)).toBe(slug);
  });

  it('makes derived slugs unique against every other slug of the form, given ones included', () => {
    let n = 0;
    const questions = buildQuestions(
      [{ kind: 'yes_no', label: 'Ok' }, { kind: 'yes_no', label: 'Ok', slug: 'ok_2' }, { kind: 'yes_no', label: 'ok' }],
      [],
      () => `id${++n}`,
    );
    expect(questions.map((question) => question.slug)).toEqual(['ok', 'ok_2', 'ok_3']);
  });
});

describe('canonicalDecimal', () => {
  it.each([
    ['42', '42'],
    ['042', '42'],
    ['-0', '0'],
    ['+7', '7'],
    ['1e5', '100000'],
    ['1.50', '1.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-12.5e-2', '-0.125'],
    ['1E-7', '0.0000001'],
  ])('%j -> %j', (text, canonical) => {
    expect(canonicalDecimal(text)).toBe(canonical);
  });

  it.each(['', '.', 'abc', '1e999', '1,5', '0x10', 'Infinity', 'NaN', '1 000'])('refuses %j', (text) => {
    expect(canonicalDecimal(text)).toBeNull();
  });
});

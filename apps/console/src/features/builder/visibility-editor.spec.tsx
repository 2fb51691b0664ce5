import { fireEvent, render, screen, within } from '@testing-library/react';
import { MAX_CONDITIONS } from '../../lib/server-rules';
import type { Operand, VisibleIf } from './draft';
import { VisibilityEditor } from './visibility-editor';

const plan: Operand = { key: 'question:plan', name: 'Plan', kind: 'single_choice', choices: ['Basic', 'Pro'] };
const age: Operand = { key: 'question:age', name: 'Age', kind: 'number', choices: null };
const source: Operand = { key: 'hidden_field:utm_source', name: 'Hidden field utm_source', kind: 'hidden_field', choices: null };

function show(visibleIf: VisibleIf | null, operands: Operand[] = [plan, age, source]) {
  const onChange = jest.fn();
  render(<VisibilityEditor idPrefix="q-1-visible-if" visibleIf={visibleIf} operands={operands} onChange={onChange} />);
  return onChange;
}

const operatorNames = (at: number) => within(screen.getByLabelText(`Test of condition ${at}`)).getAllByRole('option').map((option) => option.textContent);

describe('the "show only when" editor', () => {
  it('says what conditions can test when there is nothing before the question', () => {
    show(null, []);
    expect(screen.getByText('Conditions test earlier questions (once saved with a slug) or hidden fields.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add condition' })).toBeNull();
  });

  it('adds a first condition on the first operand, with its first value', () => {
    const onChange = show(null);
    expect(screen.getByText('Always shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(onChange).toHaveBeenCalledWith({ match: 'all', conditions: [{ question: 'plan', operator: 'is_answered' }] });
  });

  it('offers the operators the server takes for the kind tested', () => {
    show({
      match: 'all',
      conditions: [
        { question: 'plan', operator: 'equals', value: 'Pro' },
        { question: 'age', operator: 'greater_than', value: '18' },
        { hidden_field: 'utm_source', operator: 'contains', value: 'news' },
      ],
    });
    expect(operatorNames(1)).toEqual(['is answered', 'is not answered', 'is', 'is not']);
    expect(operatorNames(2)).toEqual(['is answered', 'is not answered', 'is', 'is not', 'is more than', 'is less than']);
    expect(operatorNames(3)).toEqual(['is answered', 'is not answered', 'is', 'is not', 'includes', 'does not include']);
    // A choice is picked from its options; a number is typed.
    expect(screen.getByLabelText('Value of condition 1').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Value of condition 2').getAttribute('type')).toBe('number');
    expect((screen.getByLabelText('Match') as HTMLSelectElement).value).toBe('all');
  });

  it('keeps a condition on a question that is no longer before this one, said as such', () => {
    show({ match: 'all', conditions: [{ question: 'gone', operator: 'is_answered' }] });
    expect((screen.getByLabelText('Condition 1') as HTMLSelectElement).selectedOptions[0].textContent).toBe('gone (not before this one)');
  });

  it('removes the last condition back to "always shown"', () => {
    const onChange = show({ match: 'any', conditions: [{ question: 'plan', operator: 'is_answered' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('stops offering more conditions at the most the server takes', () => {
    const conditions = Array.from({ length: MAX_CONDITIONS }, () => ({ question: 'plan', operator: 'is_answered' as const }));
    show({ match: 'all', conditions });
    expect(screen.queryByRole('button', { name: 'Add condition' })).toBeNull();
  });
});

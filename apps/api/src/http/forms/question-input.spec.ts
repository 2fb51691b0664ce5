import { DomainError } from '@forms/domain';
import { wireFieldOf, wireMessageOf } from '../errors/domain-fields';
import { questionInputs } from './question-input';

/** The refusal of `questions` sent as the draft's list, as the client reads it. */
function refusal(questions: unknown[], keeps: 'new' | 'existing' = 'existing'): { message: string; field: string | undefined } {
  try {
    questionInputs(questions, 'draft.questions', keeps);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { message: wireMessageOf(error), field: wireFieldOf(error) };
  }
  throw new Error('accepted');
}

describe('questionInputs', () => {
  it('puts each question in the model\'s terms', () => {
    const visibleIf = { match: 'any', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }, { hidden_field: 'ref', operator: 'is_answered' }] };
    expect(
      questionInputs(
        [
          { kind: 'short_text', label: 'Name' },
          { id: 'q-1', kind: 'file_upload', label: 'CV', slug: 'cv', required: true, max_size_mb: 5, accepted_types: ['.pdf'], visible_if: visibleIf },
          { kind: 'rating', label: 'Score', scale: null, options: [], visible_if: null },
        ],
        'form.questions',
        'existing',
      ),
    ).toEqual([
      { kind: 'short_text', label: 'Name' },
      {
        id: 'q-1', kind: 'file_upload', label: 'CV', slug: 'cv', required: true, maxSizeMb: 5, acceptedTypes: ['.pdf'],
        visibleIf: { match: 'any', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }, { hiddenField: 'ref', operator: 'is_answered' }] },
      },
      { kind: 'rating', label: 'Score', scale: null, options: [], visibleIf: null },
    ]);
    expect(questionInputs(undefined, 'form.questions', 'new')).toBeUndefined();
    expect(questionInputs([], 'form.questions', 'new')).toEqual([]);
  });

  it.each([
    ['an item that is not an object', ['Name'], 'draft.questions[0]', 'must be an object'],
    ['an array as an item', [[]], 'draft.questions[0]', 'must be an object'],
    ['null as an item', [null], 'draft.questions[0]', 'must be an object'],
    ['an unknown field, before any other problem', [{ kind: 1, colour: 'red' }], 'draft.questions[0].colour', 'is not allowed'],
    ['a missing kind', [{ label: 'Name' }], 'draft.questions[0].kind', 'is required'],
    ['a kind of null', [{ kind: null, label: 'Name' }], 'draft.questions[0].kind', 'is required'],
    ['a missing label, on the item it is missing from', [{ kind: 'short_text', label: 'a' }, { kind: 'short_text' }], 'draft.questions[1].label', 'is required'],
    ['a label that is not a string', [{ kind: 'short_text', label: 7 }], 'draft.questions[0].label', 'must be a string'],
    ['a slug of null', [{ kind: 'short_text', label: 'a', slug: null }], 'draft.questions[0].slug', 'must be a string'],
    ['required as text', [{ kind: 'yes_no', label: 'a', required: 'yes' }], 'draft.questions[0].required', 'must be a boolean'],
    ['options that are not an array', [{ kind: 'dropdown', label: 'a', options: 'a,b' }], 'draft.questions[0].options', 'must be an array'],
    ['an option that is not a string', [{ kind: 'dropdown', label: 'a', options: ['a', 2] }], 'draft.questions[0].options', 'must contain only strings'],
    ['a fractional scale', [{ kind: 'rating', label: 'a', scale: 4.5 }], 'draft.questions[0].scale', 'must be an integer'],
    ['a scale as text', [{ kind: 'rating', label: 'a', scale: '5' }], 'draft.questions[0].scale', 'must be an integer'],
    ['a size as text', [{ kind: 'file_upload', label: 'a', max_size_mb: 'big' }], 'draft.questions[0].max_size_mb', 'must be an integer'],
    ['a size of null', [{ kind: 'file_upload', label: 'a', max_size_mb: null }], 'draft.questions[0].max_size_mb', 'must be an integer'],
    ['a file type that is not a string', [{ kind: 'file_upload', label: 'a', accepted_types: [null] }], 'draft.questions[0].accepted_types', 'must contain only strings'],
    ['visible_if as text', [{ kind: 'yes_no', label: 'a', visible_if: 'plan is Pro' }], 'draft.questions[0].visible_if', 'must be an object'],
    ['visible_if without match', [{ kind: 'yes_no', label: 'a', visible_if: { conditions: [] } }], 'draft.questions[0].visible_if.match', 'is required'],
    ['visible_if without conditions', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all' } }], 'draft.questions[0].visible_if.conditions', 'is required'],
    ['conditions that are not an array', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: {} } }], 'draft.questions[0].visible_if.conditions', 'must be an array'],
    ['an unknown field of visible_if', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: [], when: 1 } }], 'draft.questions[0].visible_if.when', 'is not allowed'],
    ['a condition that is not an object', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: ['plan'] } }], 'draft.questions[0].visible_if.conditions[0]', 'must be an object'],
    [
      'a condition without operator',
      [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: [{ question: 'plan', operator: 'is_answered' }, { question: 'plan' }] } }],
      'draft.questions[0].visible_if.conditions[1].operator',
      'is required',
    ],
    ['an unknown field of a condition', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: [{ operator: 'is_answered', slug: 'x' }] } }], 'draft.questions[0].visible_if.conditions[0].slug', 'is not allowed'],
    ['a value that is not a string', [{ kind: 'yes_no', label: 'a', visible_if: { match: 'all', conditions: [{ question: 'n', operator: 'equals', value: 4 }] } }], 'draft.questions[0].visible_if.conditions[0].value', 'must be a string'],
    ['an id that is not a string', [{ id: 4, kind: 'yes_no', label: 'a' }], 'draft.questions[0].id', 'must be a string'],
  ])('refuses %s, naming the field by its path in the body', (_case, questions, field, problem) => {
    expect(refusal(questions)).toEqual({ message: `${field} ${problem}`, field });
  });

  it('takes an id only where a question can be kept', () => {
    const keptQuestion = { id: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e', kind: 'yes_no', label: 'a' };
    expect(refusal([keptQuestion], 'new')).toEqual({ message: 'draft.questions[0].id is not allowed', field: 'draft.questions[0].id' });
    expect(questionInputs([keptQuestion], 'form.questions', 'existing')).toEqual([keptQuestion]);
  });
});

import { MAX_CONDITIONS } from '../../lib/server-rules';
import {
  type Condition,
  conditionOn,
  type Operand,
  operandKeyOf,
  OPERATOR_NAMES,
  operatorsFor,
  takesValue,
  type VisibleIf,
} from './draft';

interface Props {
  /** Names the inputs of this question's editor. */
  idPrefix: string;
  visibleIf: VisibleIf | null;
  operands: Operand[];
  error?: string;
  onChange: (visibleIf: VisibleIf | null) => void;
}

/**
 * "Show only when": the conditions of one question or page break. Each select offers only what the
 * server accepts: earlier questions and hidden fields, the operators that fit the one chosen, and its
 * options as values where it has them.
 */
export function VisibilityEditor({ idPrefix, visibleIf, operands, error, onChange }: Props) {
  const errorId = `${idPrefix}-error`;
  const conditions = visibleIf?.conditions ?? [];
  const setConditions = (next: Condition[]) => onChange(next.length === 0 ? null : { match: visibleIf?.match ?? 'all', conditions: next });
  const setCondition = (at: number, condition: Condition) => setConditions(conditions.map((current, n) => (n === at ? condition : current)));

  return (
    <fieldset className="options" {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend>Show only when</legend>
      {conditions.length === 0 && operands.length === 0 && <p className="hint">Conditions test earlier questions (once saved with a slug) or hidden fields.</p>}
      {conditions.length === 0 && operands.length > 0 && <p className="hint">Always shown.</p>}
      {conditions.length > 1 && (
        <div className="field">
          <label htmlFor={`${idPrefix}-match`}>Match</label>
          <select id={`${idPrefix}-match`} value={visibleIf?.match ?? 'all'} onChange={(event) => onChange({ match: event.target.value as VisibleIf['match'], conditions })}>
            <option value="all">All conditions</option>
            <option value="any">Any condition</option>
          </select>
        </div>
      )}
      <ol className="option-list">
        {conditions.map((condition, at) => {
          const key = operandKeyOf(condition);
          const operand = operands.find((candidate) => candidate.key === key);
          const id = `${idPrefix}-${at}`;
          return (
            <li key={at} className="condition-row">
              <label htmlFor={`${id}-operand`}>Condition {at + 1}</label>
              <select
                id={`${id}-operand`}
                value={key}
                onChange={(event) => {
                  const next = operands.find((candidate) => candidate.key === event.target.value);
                  if (next) setCondition(at, conditionOn(next, condition.operator));
                }}
              >
                {!operand && <option value={key}>{key.slice(key.indexOf(':') + 1)} (not before this one)</option>}
                {operands.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {candidate.name}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-operator`} className="visually-hidden">
                Test of condition {at + 1}
              </label>
              <select
                id={`${id}-operator`}
                value={condition.operator}
                onChange={(event) => {
                  const operator = event.target.value as Condition['operator'];
                  const { value: _value, ...rest } = condition;
                  setCondition(at, takesValue(operator) ? { ...rest, operator, value: condition.value ?? operand?.choices?.[0] ?? '' } : { ...rest, operator });
                }}
              >
                {operatorsFor(operand?.kind ?? 'short_text').map((operator) => (
                  <option key={operator} value={operator}>
                    {OPERATOR_NAMES[operator]}
                  </option>
                ))}
              </select>
              {takesValue(condition.operator) && (
                <>
                  <label htmlFor={`${id}-value`} className="visually-hidden">
                    Value of condition {at + 1}
                  </label>
                  {operand?.choices ? (
                    <select id={`${id}-value`} value={condition.value ?? ''} onChange={(event) => setCondition(at, { ...condition, value: event.target.value })}>
                      {operand.choices.map((choice) => (
                        <option key={choice} value={choice}>
                          {choice}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={`${id}-value`}
                      type={operand?.kind === 'date' ? 'date' : operand?.kind === 'number' || operand?.kind === 'rating' ? 'number' : 'text'}
                      value={condition.value ?? ''}
                      onChange={(event) => setCondition(at, { ...condition, value: event.target.value })}
                    />
                  )}
                </>
              )}
              <button type="button" className="button secondary small" aria-label={`Remove condition ${at + 1}`} onClick={() => setConditions(conditions.filter((_, n) => n !== at))}>
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      {operands.length > 0 && conditions.length < MAX_CONDITIONS && (
        <button type="button" className="button secondary small" onClick={() => setConditions([...conditions, conditionOn(operands[0])])}>
          Add condition
        </button>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

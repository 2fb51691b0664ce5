import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DEFAULT_FILE_SIZE_MB, MAX_FILE_SIZE_MB, RATING_SCALES } from '../../lib/server-rules';
import { hasOptions, kindName, type DraftQuestion, type Operand, type QuestionField } from './draft';
import { VisibilityEditor } from './visibility-editor';

export type QuestionErrors = Partial<Record<QuestionField, string>>;

interface Props {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: QuestionErrors;
  /** What its conditions may test: the questions before it and the hidden fields. */
  operands: Operand[];
  onChange: (change: Partial<DraftQuestion>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** How a question is named in buttons and announcements: its label, or its place while it has none. */
export function questionName(question: DraftQuestion, index: number): string {
  return question.label.trim() || `Question ${index + 1}`;
}

/** The ids of a field's input and of its error message, so the two can be tied with aria-describedby. */
function ids(key: string, field: string) {
  return { input: `q-${key}-${field}`, error: `q-${key}-${field}-error` };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {message}
    </p>
  );
}

function invalid(message: string | undefined, errorId: string) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** One question of the builder: a card in the sortable list, dragged by its handle. */
export function QuestionCard({ question, index, count, errors, operands, onChange, onMove, onDuplicate, onDelete }: Props) {
  const pageBreak = question.kind === 'page_break';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: question.key });
  const name = questionName(question, index);
  const label = ids(question.key, 'label');
  const slug = ids(question.key, 'slug');
  const options = ids(question.key, 'options');
  const scale = ids(question.key, 'scale');
  const whole = ids(question.key, 'question');
  const maxSize = ids(question.key, 'max-size');
  const types = ids(question.key, 'accepted-types');
  const headingId = `q-${question.key}-heading`;

  const setOption = (at: number, value: string) => onChange({ options: question.options.map((option, n) => (n === at ? value : option)) });

  return (
    <li
      ref={setNodeRef}
      // dnd-kit moves the card through the style property (CSSOM), which the page's CSP allows.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'question-card dragging' : 'question-card'}
      aria-labelledby={headingId}
      data-question-key={question.key}
    >
      <div className="question-head">
        <button type="button" ref={setActivatorNodeRef} id={`q-${question.key}-handle`} className="drag-handle" aria-label={`Drag to reorder: ${name}`} {...attributes} {...listeners}>
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 id={headingId} className="question-title">
          {index + 1}. {kindName(question.kind)}
        </h3>
      </div>
      <FieldError id={whole.error} message={errors.question ?? errors.kind ?? errors.required} />

      <div className="field">
        <label htmlFor={label.input}>{pageBreak ? 'Page title' : 'Question'}</label>
        <input id={label.input} type="text" value={question.label} onChange={(event) => onChange({ label: event.target.value })} {...invalid(errors.label, label.error)} />
        <FieldError id={label.error} message={errors.label} />
      </div>

      {!pageBreak && (
        <div className="checkbox">
          <input id={`q-${question.key}-required`} type="checkbox" checked={question.required} onChange={(event) => onChange({ required: event.target.checked })} />
          <label htmlFor={`q-${question.key}-required`}>Required</label>
        </div>
      )}

      {hasOptions(question.kind) && (
        <fieldset className="options" {...(errors.options ? { 'aria-describedby': options.error } : {})}>
          <legend>Options</legend>
          <ol className="option-list">
            {question.options.map((option, at) => (
              <li key={at} className="option-row">
                <label htmlFor={`${options.input}-${at}`}>Option {at + 1}</label>
                <input
                  id={`${options.input}-${at}`}
                  type="text"
                  value={option}
                  onChange={(event) => setOption(at, event.target.value)}
                  {...(errors.options ? { 'aria-invalid': true } : {})}
                />
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Remove option ${at + 1}: ${option.trim() || 'empty'}`}
                  onClick={() => onChange({ options: question.options.filter((_, n) => n !== at) })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="button secondary small" onClick={() => onChange({ options: [...question.options, ''] })}>
            Add option
          </button>
          <FieldError id={options.error} message={errors.options} />
        </fieldset>
      )}

      {question.kind === 'rating' && (
        <div className="field">
          <label htmlFor={scale.input}>Scale</label>
          <select id={scale.input} value={question.scale ?? 5} onChange={(event) => onChange({ scale: Number(event.target.value) })} {...invalid(errors.scale, scale.error)}>
            {RATING_SCALES.map((size) => (
              <option key={size} value={size}>
                1 to {size}
              </option>
            ))}
          </select>
          <FieldError id={scale.error} message={errors.scale} />
        </div>
      )}

      {question.kind === 'file_upload' && (
        <>
          <div className="field">
            <label htmlFor={maxSize.input}>Largest file (MB)</label>
            <input
              id={maxSize.input}
              type="number"
              min={1}
              max={MAX_FILE_SIZE_MB}
              step={1}
              inputMode="numeric"
              value={question.maxSizeMb ?? DEFAULT_FILE_SIZE_MB}
              onChange={(event) => onChange({ maxSizeMb: event.target.value === '' ? DEFAULT_FILE_SIZE_MB : Number(event.target.value) })}
              {...invalid(errors.max_size_mb, maxSize.error)}
            />
            <FieldError id={maxSize.error} message={errors.max_size_mb} />
          </div>
          <div className="field">
            <label htmlFor={types.input}>Accepted file types</label>
            <input
              id={types.input}
              type="text"
              value={question.acceptedTypesText ?? ''}
              placeholder=".pdf, .png"
              onChange={(event) => onChange({ acceptedTypesText: event.target.value })}
              aria-describedby={errors.accepted_types ? `${types.error} ${types.input}-hint` : `${types.input}-hint`}
              {...(errors.accepted_types ? { 'aria-invalid': true } : {})}
            />
            <p className="hint" id={`${types.input}-hint`}>
              Extensions separated by commas, such as .pdf, .png (at most 20). Left empty, any file is accepted.
            </p>
            <FieldError id={types.error} message={errors.accepted_types} />
          </div>
        </>
      )}
      <VisibilityEditor
        idPrefix={`q-${question.key}-visible-if`}
        visibleIf={question.visibleIf ?? null}
        operands={operands}
        error={errors.visible_if}
        onChange={(visibleIf) => onChange({ visibleIf })}
      />

      {/* Open by itself when the slug was refused, so the message is seen. */}
      <details className="advanced" open={errors.slug ? true : undefined}>
        <summary>Advanced</summary>
        <div className="field">
          <label htmlFor={slug.input}>Slug</label>
          <input
            id={slug.input}
            type="text"
            value={question.slug}
            placeholder={question.id ? undefined : 'made from the question'}
            onChange={(event) => onChange({ slug: event.target.value })}
            aria-describedby={errors.slug ? `${slug.error} ${slug.input}-hint` : `${slug.input}-hint`}
            {...(errors.slug ? { 'aria-invalid': true } : {})}
          />
          <p className="hint" id={`${slug.input}-hint`}>
            The answer&apos;s key in exports and the API: a lower-case letter, then letters, digits or _. Left empty, it is made from the question.
          </p>
          <FieldError id={slug.error} message={errors.slug} />
        </div>
      </details>

      <div className="question-actions">
        <button type="button" className="button secondary small" id={`q-${question.key}-up`} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move up: ${name}`}>
          Move up
        </button>
        <button
          type="button"
          className="button secondary small"
          id={`q-${question.key}-down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move down: ${name}`}
        >
          Move down
        </button>
        <button type="button" className="button secondary small" onClick={onDuplicate} aria-label={`Duplicate: ${name}`}>
          Duplicate
        </button>
        <button type="button" className="button danger small" onClick={onDelete} aria-label={`Delete: ${name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

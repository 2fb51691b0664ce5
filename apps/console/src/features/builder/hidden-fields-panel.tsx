interface Props {
  names: string[];
  /** The refusals of a save, by the index of the hidden field they name. */
  errors: Record<number, string>;
  onChange: (names: string[]) => void;
  /** Where the focus goes after the next render (the list changes under it). */
  focusNext: (ids: string[]) => void;
}

/** The names of the values a form's link may carry in its query string, stored with each response. */
export function HiddenFieldsPanel({ names, errors, onChange, focusNext }: Props) {
  return (
    <section className="section" aria-labelledby="hidden-heading">
      <h2 id="hidden-heading">Hidden fields</h2>
      <p className="hint">Values taken from the link&apos;s query string (such as ?utm_source=newsletter) and stored with each response.</p>
      <ol className="option-list">
        {names.map((name, at) => (
          <li key={at} className="option-row">
            <label htmlFor={`hidden-${at}`}>Hidden field {at + 1}</label>
            <input
              id={`hidden-${at}`}
              type="text"
              value={name}
              onChange={(event) => onChange(names.map((field, n) => (n === at ? event.target.value : field)))}
              {...(errors[at] ? { 'aria-invalid': true, 'aria-describedby': `hidden-${at}-error` } : {})}
            />
            <button
              type="button"
              className="button secondary small"
              aria-label={`Remove hidden field ${at + 1}: ${name.trim() || 'empty'}`}
              onClick={() => {
                focusNext(['add-hidden-field']);
                onChange(names.filter((_, n) => n !== at));
              }}
            >
              Remove
            </button>
            {errors[at] && (
              <p className="field-error" id={`hidden-${at}-error`}>
                {errors[at]}
              </p>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        id="add-hidden-field"
        className="button secondary small"
        onClick={() => {
          focusNext([`hidden-${names.length}`]);
          onChange([...names, '']);
        }}
      >
        Add hidden field
      </button>
    </section>
  );
}

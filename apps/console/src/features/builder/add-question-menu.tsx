import { useRef, useState } from 'react';
import { KINDS, type QuestionKind } from './draft';

/** The `Add question` button and the list of kinds it opens, closed by a choice or by Escape. */
export function AddQuestionMenu({ onAdd }: { onAdd: (kind: QuestionKind) => void }) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="add-question"
      onKeyDown={(event) => {
        // Escape closes the open list as it would a menu, and the focus goes back to the button that opened it.
        if (event.key !== 'Escape' || !adding) return;
        event.preventDefault();
        setAdding(false);
        addButton.current?.focus();
      }}
    >
      <button ref={addButton} type="button" id="add-question" className="button secondary" aria-expanded={adding} aria-controls="kind-menu" onClick={() => setAdding(!adding)}>
        Add question
      </button>
      {adding && (
        <ul id="kind-menu" className="kind-menu" aria-label="Kinds of question">
          {KINDS.map(({ kind, name }) => (
            <li key={kind}>
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  setAdding(false);
                  onAdd(kind);
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

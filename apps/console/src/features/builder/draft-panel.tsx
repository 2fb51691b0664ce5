import { useState } from 'react';
import type { useFormWrites } from './use-form-writes';

type Writes = ReturnType<typeof useFormWrites>;

/**
 * The draft: which version respondents see while the member edits, `Publish changes` (after showing what
 * the change does to stored answers, and asking when it touches any) and `Discard draft` (after asking).
 */
export function DraftPanel({ writes }: { writes: Writes }) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { form, busy, hasDraft, dirty, pendingImpact } = writes;
  const pending = hasDraft || dirty;
  const live = form.version;
  return (
    <section className="builder-panel" aria-labelledby="draft-heading">
      <h2 id="draft-heading">Draft</h2>
      <p className="hint">
        {pending
          ? `You are editing a draft. Respondents see version ${live} until you publish changes.`
          : `Respondents see version ${live}. Your changes are saved as a draft and reach them only when you publish changes.`}
      </p>
      {pending && !pendingImpact && !confirmDiscard && (
        <div className="actions">
          <button
            type="button"
            className="button"
            // A save on its way does not stop it: the publish follows that save.
            disabled={!writes.pressable || writes.conflict !== null}
            onClick={writes.publishChanges}
          >
            Publish changes
          </button>
          <button type="button" className="button secondary" disabled={busy !== null} onClick={() => setConfirmDiscard(true)}>
            Discard draft
          </button>
        </div>
      )}
      {pendingImpact && (
        <div role="alertdialog" aria-labelledby="impact-question" aria-describedby="impact-list" className="note confirm">
          <p id="impact-question">These changes touch answers already stored. Publish them?</p>
          <ul id="impact-list">
            {pendingImpact.impact.map((entry) => (
              <li key={`${entry.question_id}-${entry.change}`}>{entry.text}</li>
            ))}
          </ul>
          <div className="actions">
            <button type="button" className="button" disabled={busy !== null} onClick={writes.confirmPublish} autoFocus>
              Publish
            </button>
            <button type="button" className="button secondary" onClick={writes.cancelPublish}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {confirmDiscard && (
        <div role="alertdialog" aria-labelledby="discard-question" className="note confirm">
          <p id="discard-question">Discard this draft? Its changes are lost; respondents keep seeing version {live}.</p>
          <div className="actions">
            <button
              type="button"
              className="button danger"
              disabled={busy !== null}
              autoFocus
              onClick={() => {
                setConfirmDiscard(false);
                void writes.discard();
              }}
            >
              Discard draft
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirmDiscard(false)}>
              Keep editing
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

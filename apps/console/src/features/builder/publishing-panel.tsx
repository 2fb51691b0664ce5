import { useState } from 'react';
import type { Form, FormChange } from './draft';
import type { Busy } from './use-form-writes';

interface Props {
  form: Form;
  busy: Busy | null;
  /** A change of state may be pressed: nothing is on its way but perhaps a save, which the press waits for. */
  pressable: boolean;
  canDelete: boolean;
  /** A change of state, sent with the unsaved edits so that what is published is what is on screen. */
  onChangeState: (what: Busy, change: FormChange, doneLabel: string) => void;
  /** Out of the archive: the change of state alone. */
  onRestore: () => void;
  onDelete: () => void;
}

/** Publishing, pausing, archiving and deleting the form. */
export function PublishingPanel({ form, busy, pressable, canDelete, onChangeState, onRestore, onDelete }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <section className="builder-panel" aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">Publishing</h2>
      <div className="actions">
        {form.is_archived ? (
          <button type="button" className="button secondary" disabled={!pressable} onClick={onRestore}>
            Restore
          </button>
        ) : (
          <>
            {form.is_published ? (
              <button type="button" className="button secondary" disabled={!pressable} onClick={() => onChangeState('unpublish', { is_published: false }, 'Unpublished')}>
                Unpublish
              </button>
            ) : (
              <button type="button" className="button" disabled={!pressable} onClick={() => onChangeState('publish', { is_published: true }, 'Published')}>
                Publish
              </button>
            )}
            {/* A pause that keeps the form published: its link takes no responses until it is enabled again. */}
            {form.is_disabled ? (
              <button type="button" className="button secondary" disabled={!pressable} onClick={() => onChangeState('enable', { is_disabled: false }, 'Enabled')}>
                Enable
              </button>
            ) : (
              <button type="button" className="button secondary" disabled={!pressable} onClick={() => onChangeState('disable', { is_disabled: true }, 'Disabled')}>
                Disable
              </button>
            )}
            <button type="button" className="button secondary" disabled={!pressable} onClick={() => onChangeState('archive', { is_archived: true }, 'Archived')}>
              Archive
            </button>
          </>
        )}
        {canDelete && !confirmDelete && (
          <button type="button" className="button danger" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
            Delete form
          </button>
        )}
      </div>
      {form.is_disabled && !form.is_archived && <p className="hint">Disabled: the form&apos;s link takes no responses until it is enabled.</p>}
      {canDelete && confirmDelete && (
        <div role="alertdialog" aria-labelledby="delete-question" className="note confirm">
          <p id="delete-question">
            Delete “{form.title}” and {form.submissions_count === 1 ? 'its 1 response' : `its ${form.submissions_count} responses`} for good?
          </p>
          <div className="actions">
            <button type="button" className="button danger" disabled={busy !== null} onClick={onDelete} autoFocus>
              Delete for good
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirmDelete(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

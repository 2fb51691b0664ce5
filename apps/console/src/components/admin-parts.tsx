import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorMessage } from './ui';

/**
 * A destructive action asked twice: the first button shows the question with a confirming button (which
 * takes the focus, so a keyboard user lands on it) and Cancel; Escape cancels too.
 */
export function ConfirmAction(props: {
  label: string;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: unknown;
  describedBy?: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const errorId = useId();
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={trigger} type="button" className="button secondary danger" aria-describedby={props.describedBy} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <div
      className="confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p id={questionId} className="confirm-question">
        {props.question}
      </p>
      <div className="actions">
        <button
          ref={confirm}
          type="button"
          className="button danger"
          disabled={props.pending}
          aria-describedby={props.error ? errorId : undefined}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
        <button type="button" className="button secondary" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
      {props.error ? <ErrorMessage error={props.error} id={errorId} /> : null}
    </div>
  );
}

/** A secret shown once: a read-only field to select, and a button that copies it. */
export function SecretField({ id, label, value, hint }: { id: string; label: string; value: string; hint: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // Clipboard access refused (an insecure origin, a denied permission): the text is selected for Ctrl+C.
      setCopied('no');
    }
  };
  return (
    <div className="field secret">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="secret-row">
        <input ref={input} id={id} type="text" readOnly value={value} aria-describedby={`${id}-hint`} onFocus={(event) => event.target.select()} spellCheck={false} />
        <button type="button" className="button secondary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" className="meta">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Could not copy: the text is selected, press Ctrl+C (⌘C).' : ''}
      </p>
    </div>
  );
}

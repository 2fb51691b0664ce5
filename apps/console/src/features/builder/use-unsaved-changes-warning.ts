import { useEffect, type RefObject } from 'react';

/**
 * Unsaved changes: warn before the tab closes or reloads, and before a link of the app is followed.
 * Nothing is asked once `leaving` is set (the page leaves on purpose, as after deleting the form).
 */
export function useUnsavedChangesWarning(dirty: boolean, leaving: RefObject<boolean>): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm('This form has unsaved changes. Leave without saving them?')) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, leaving]);
}

import { useLayoutEffect, useRef } from 'react';

/**
 * After a move, an addition or a removal React re-renders the list, and the DOM move drops the focus:
 * `focusNext(ids)` puts it, after that render, on the first of these elements that can take it (the
 * member's next step).
 */
export function useFocusNext(): (ids: string[]) => void {
  const wanted = useRef<string[] | null>(null);
  useLayoutEffect(() => {
    const ids = wanted.current;
    if (!ids) return;
    wanted.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
  return (ids) => {
    wanted.current = ids;
  };
}

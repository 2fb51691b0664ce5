/** Small readings of the DOM for component tests, by what assistive technology gets. */

/** The text of the elements an element's aria-describedby names, in order, joined by spaces. */
export function descriptionOf(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Whether the element is marked invalid for assistive technology. */
export function isInvalid(element: Element): boolean {
  return element.getAttribute('aria-invalid') === 'true';
}

export function valueOf(element: Element): string {
  return (element as HTMLInputElement).value;
}

export function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled;
}

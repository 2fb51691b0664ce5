/** Where a visitor without a live session goes: the sign-in page, which brings them back here afterwards. */
export function signInPath(location: { pathname: string; search: string }): string {
  // The sign-in page only ever returns to a console path; anything else would be dropped there anyway.
  const here = location.pathname.startsWith('/console') ? `${location.pathname}${location.search}` : '/console';
  return `/sign-in?next=${encodeURIComponent(here)}`;
}

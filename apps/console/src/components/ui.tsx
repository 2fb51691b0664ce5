import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Schema } from '../api';
import { messageOf } from '../lib/errors';
import { useMe } from '../me';

/** The page's one <h1>, focusable so that navigation can move focus to it; it also names the tab. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const { data } = useMe();
  const workspace = data?.workspace.name;
  useEffect(() => {
    document.title = workspace ? `${title} · ${workspace}` : title;
  }, [title, workspace]);
  return (
    <h1 tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="loading">
      Loading {what}…
    </p>
  );
}

export function ErrorMessage({ error, id }: { error: unknown; id?: string }) {
  return (
    <p role="alert" className="error" id={id}>
      {messageOf(error)}
    </p>
  );
}

/** Previous and next links of a server-side paginated list, and where in it the member is. */
export function Pagination({ pagination, hrefOf, label }: { pagination: Schema<'Pagination'>; hrefOf: (page: number) => string; label: string }) {
  const { current_page_number: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pagination">
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev">
          Previous page
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          Previous page
        </span>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          Next page
        </span>
      )}
    </nav>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** A query client as the app's, without retries (a refusal shows at once) and without garbage collection during a test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Where the app is: the path and query string, shown so that a test can read where a link or a filter led. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface Rendered extends RenderResult {
  queryClient: QueryClient;
  /** The app's address now, as `/forms?state=draft`. */
  location(): string;
}

/**
 * Renders a page as the app does (query client, router under its routes), at `at`, with `pattern` the
 * route it is mounted on (`forms/:formId`).
 */
export function renderPage(page: ReactElement, { at, pattern, queryClient = testQueryClient() }: { at: string; pattern: string; queryClient?: QueryClient }): Rendered {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location: () => result.getByTestId('location').textContent ?? '' };
}

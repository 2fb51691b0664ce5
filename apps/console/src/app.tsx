import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from './lib/errors';
import { AccountPage } from './features/account/account-page';
import { ActivityPage } from './features/activity/activity-page';
import { BrandPage } from './features/brand/brand-page';
import { DevelopersPage } from './features/developers/developers-page';
import { FormPage } from './features/forms/form-page';
import { FormsPage } from './features/forms/forms-page';
import { NotFoundPage } from './shell/not-found-page';
import { ResponsePage, ResponsesPage } from './features/responses/responses-page';
import { PartialResponsesPage } from './features/responses/partial-responses';
import { Loading } from './components/ui';
import { TeamPage } from './features/team/team-page';
import { Shell } from './shell/shell';

// The summary, with its charts, is loaded only when a member opens it: the first load stays small.
const HistoryPage = lazy(() => import('./features/history/history-page').then((module) => ({ default: module.HistoryPage })));
const SummaryPage = lazy(() => import('./features/summary/summary-page').then((module) => ({ default: module.SummaryPage })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) will not change by asking again; a network hiccup or a 503 might.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      staleTime: 30_000,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <Routes>
          <Route element={<Shell />}>
            <Route index element={<Navigate to="/forms" replace />} />
            <Route path="forms" element={<FormsPage />} />
            <Route path="forms/:formId" element={<FormPage />} />
            <Route path="forms/:formId/responses" element={<ResponsesPage />} />
            <Route path="forms/:formId/responses/partial" element={<PartialResponsesPage />} />
            <Route path="forms/:formId/responses/:submissionId" element={<ResponsePage />} />
            <Route
              path="forms/:formId/summary"
              element={
                <Suspense fallback={<Loading what="the summary" />}>
                  <SummaryPage />
                </Suspense>
              }
            />
            <Route
              path="forms/:formId/history"
              element={
                <Suspense fallback={<Loading what="the history" />}>
                  <HistoryPage />
                </Suspense>
              }
            />
            <Route path="team" element={<TeamPage />} />
            <Route path="developers" element={<DevelopersPage />} />
            <Route path="activity" element={<ActivityPage />} />
            <Route path="brand" element={<BrandPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

import type { Provider } from '@nestjs/common';
import { GetResponseSummary } from '@forms/application';
import { provide } from './provide';

/** Insights: what the answers of a form add up to. */
export const insightsProviders: Provider[] = [provide(GetResponseSummary, ({ adapters }) => new GetResponseSummary(adapters.responseSummaries))];

import type { Provider } from '@nestjs/common';
import type { IdGenerator } from '@forms/application';
import { CreateSubmission, DeleteSubmission, FillForm, GetConfirmationEmailHolds, ExportSubmissions, GetSubmission, ListSubmissions } from '@forms/application';
import { DeletePartialResponse, GetPartialResponse, ListPartialResponses, ResumeVisit, SavePartialResponse } from '@forms/application';
import { UaParserUserAgentParser } from '../../http/public/shared/ua-parser.user-agent-parser';
import { ID_GENERATOR } from '../tokens';
import { provide } from './provide';

/** Submissions: the intake, and what an owner reads or erases of them. */
export const submissionsProviders: Provider[] = [
  provide(
    CreateSubmission,
    ({ adapters, clock, ids, config }) =>
      new CreateSubmission(adapters.unitOfWork, adapters.idempotencyKeys, new UaParserUserAgentParser(), clock, ids, {
        ratePerMinute: config.SUBMISSION_RATE_LIMIT,
        confirmationEmailsPerDay: config.CONFIRMATION_EMAILS_PER_DAY,
      }),
  ),
  // Every way of filling a form (the page, its preview, the JSON intake) goes through it.
  { provide: FillForm, useFactory: (createSubmission: CreateSubmission, ids: IdGenerator) => new FillForm(createSubmission, ids), inject: [CreateSubmission, ID_GENERATOR] },
  provide(ListSubmissions, ({ adapters }) => new ListSubmissions(adapters.submissions)),
  provide(GetSubmission, ({ adapters }) => new GetSubmission(adapters.submissions)),
  provide(DeleteSubmission, ({ adapters, clock }) => new DeleteSubmission(adapters.unitOfWork, clock)),
  provide(
    GetConfirmationEmailHolds,
    ({ adapters, clock, config }) => new GetConfirmationEmailHolds(adapters.confirmationEmails, clock, { confirmationEmailsPerDay: config.CONFIRMATION_EMAILS_PER_DAY }),
  ),
  provide(ExportSubmissions, ({ adapters }) => new ExportSubmissions(adapters.submissionExports)),
  // Partial responses: a visit's answers so far, stored by the fill page's steps, read and erased by owners.
  provide(SavePartialResponse, ({ adapters, clock, ids }) => new SavePartialResponse(adapters.partialResponses, clock, ids)),
  provide(ResumeVisit, ({ adapters }) => new ResumeVisit(adapters.partialResponses)),
  provide(ListPartialResponses, ({ adapters }) => new ListPartialResponses(adapters.partialResponses)),
  provide(GetPartialResponse, ({ adapters }) => new GetPartialResponse(adapters.partialResponses)),
  provide(DeletePartialResponse, ({ adapters }) => new DeletePartialResponse(adapters.partialResponses)),
];

import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { LeanHotPaths1763800000000 } from './1763800000000-lean-hot-paths';
import { ApiKeyScopes1763960000000 } from './1763960000000-api-key-scopes';
import { Outbox1763970000000 } from './1763970000000-outbox';
import { ApiKeyRequestQuotas1763980000000 } from './1763980000000-api-key-request-quotas';
import { SubmissionBlocks1763990000000 } from './1763990000000-submission-blocks';
import { Webhooks1764000000000 } from './1764000000000-webhooks';
import { SubmissionBlockTriggers1764010000000 } from './1764010000000-submission-block-triggers';
import { CollectingResponses1764020000000 } from './1764020000000-collecting-responses';
import { RequestQuotasPerCaller1764025000000 } from './1764025000000-request-quotas-per-caller';
import { MembersSignIn1764030000000 } from './1764030000000-members-sign-in';
import { InvitationSends1764040000030 } from './1764040000030-invitation-sends';
import { Erasure1764040000031 } from './1764040000031-erasure';
import { OutboxDueByWorkspace1764045000000 } from './1764045000000-outbox-due-by-workspace';
import { QuestionSummaries1764050000000 } from './1764050000000-question-summaries';
import { FormViews1764050000010 } from './1764050000010-form-views';
import { RetiredQuestions1764050000020 } from './1764050000020-retired-questions';
import { FileUploads1764050000040 } from './1764050000040-file-uploads';
import { FormSettings1764050000050 } from './1764050000050-form-settings';
import { SignInBrowsers1764060000020 } from './1764060000020-sign-in-browsers';
import { ConfirmationEmails1764060000030 } from './1764060000030-confirmation-emails';
import { FormRevisions1764070000010 } from './1764070000010-form-revisions';
import { UploadQuotas1764060000010 } from './1764060000010-upload-quotas';
import { FormVersions1764070000100 } from './1764070000100-form-versions';
import { ChoiceSetCounts1764070000110 } from './1764070000110-choice-set-counts';
import { FileAnswersAsUploadIds1764070000030 } from './1764070000030-file-answers-as-upload-ids';
import { FormViewsHourly1764080000010 } from './1764080000010-form-views-hourly';
import { FormFunnel1764080000020 } from './1764080000020-form-funnel';
import { PartialResponses1764080000030 } from './1764080000030-partial-responses';
import { Brands1764090000010 } from './1764090000010-brands';
import { BrandLogos1764090000020 } from './1764090000020-brand-logos';
import { FormThemes1764090000030 } from './1764090000030-form-themes';

/** Every migration, in order. The schema is only ever changed by adding one here. */
export const migrations = [
  InitialSchema1763700000000,
  LeanHotPaths1763800000000,
  ApiKeyScopes1763960000000,
  Outbox1763970000000,
  ApiKeyRequestQuotas1763980000000,
  SubmissionBlocks1763990000000,
  Webhooks1764000000000,
  SubmissionBlockTriggers1764010000000,
  CollectingResponses1764020000000,
  RequestQuotasPerCaller1764025000000,
  MembersSignIn1764030000000,
  InvitationSends1764040000030,
  Erasure1764040000031,
  OutboxDueByWorkspace1764045000000,
  QuestionSummaries1764050000000,
  FormViews1764050000010,
  RetiredQuestions1764050000020,
  FileUploads1764050000040,
  FormSettings1764050000050,
  UploadQuotas1764060000010,
  SignInBrowsers1764060000020,
  ConfirmationEmails1764060000030,
  FormRevisions1764070000010,
  FileAnswersAsUploadIds1764070000030,
  FormVersions1764070000100,
  ChoiceSetCounts1764070000110,
  FormViewsHourly1764080000010,
  FormFunnel1764080000020,
  PartialResponses1764080000030,
  Brands1764090000010,
  BrandLogos1764090000020,
  FormThemes1764090000030,
];

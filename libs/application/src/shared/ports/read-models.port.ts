import type { PageRequest } from '../pagination/page-request';
import type { Brand, BrandLogo, FormSettings, FormTheme } from '@forms/domain';
import type { ApiKeyScope, FieldValue, FormState, Question, SubmissionResponse, TeamMemberSnapshot, UserAgent } from '@forms/domain';

// Read side: list and get operations return plain rows shaped for the API, fetched in a constant number
// of queries; they never rebuild aggregates.

export interface Page<T> {
  items: T[];
  totalRecords: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

/** A member as the API shows it; the same plain data a change returns. */
export type TeamMemberView = TeamMemberSnapshot;

/** A form without its questions: what v1 lists show. */
export interface FormSummaryView {
  id: string;
  title: string;
  state: FormState;
  isPublished: boolean;
  isArchived: boolean;
  isDisabled: boolean;
  isSuspended: boolean;
  createdBy: string;
  submissionsCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface FormView extends FormSummaryView {
  questions: Question[];
  hiddenFields: string[];
  settings: FormSettings;
  /** The form's own look over the brand; null: the brand alone. */
  theme: FormTheme | null;
  /** Raised by every write of the stored form: what its ETag is made of. */
  revision: number;
  /**
   * The live content's version: 1 when created, one more for each change of content (the fill page
   * carries it, so that a respondent finishes on the version they started).
   */
  version: number;
}

export interface SubmissionView {
  id: string;
  createdAt: Date;
  fieldValues: FieldValue[];
  userAgent: UserAgent;
  responses: SubmissionResponse[];
  /** The form version the submission answered (1 for those stored before forms had versions). */
  formVersion: number;
}

export interface TeamMemberReadModel {
  page(workspaceId: string, page: PageRequest): Promise<{ items: TeamMemberView[]; totalRecords: number }>;
  findActiveById(workspaceId: string, id: string): Promise<TeamMemberView | null>;
}

export interface FormReadModel {
  /** Newest first; with `state`, only the forms in it (and the total counts those). */
  page(workspaceId: string, page: PageRequest, filter?: { state?: FormState }): Promise<{ items: FormSummaryView[]; totalRecords: number }>;
  /** The same, each form with its questions and hidden fields. */
  pageWithQuestions(
    workspaceId: string,
    page: PageRequest,
    filter?: { state?: FormState },
  ): Promise<{ items: FormView[]; totalRecords: number }>;
  findById(workspaceId: string, id: string): Promise<FormView | null>;
}

/** Which submissions a list shows: `since` inclusive and `until` exclusive, on the creation time. */
export interface SubmissionFilter {
  since?: Date;
  until?: Date;
  order: 'newest' | 'oldest';
}

export interface SubmissionReadModel {
  /** null when the form does not exist in the workspace. Newest first unless the filter says otherwise. */
  pageForForm(
    workspaceId: string,
    formId: string,
    page: PageRequest,
    filter?: SubmissionFilter,
  ): Promise<{ items: SubmissionView[]; totalRecords: number } | null>;
  /** The submission when it belongs to that form of the workspace. */
  findForForm(
    workspaceId: string,
    formId: string,
    submissionId: string,
  ): Promise<{ formFound: boolean; submission: SubmissionView | null }>;
}

export interface ApiKeyCredentials {
  workspace: { id: string; subdomain: string; name: string };
  /** null when the workspace has no key with the presented prefix. */
  key: {
    id: string;
    /** "" when the key was made without one. */
    name: string;
    secretHash: Uint8Array;
    scope: ApiKeyScope;
    createdAt: Date;
    expiresAt: Date | null;
    revokedAt: Date | null;
    lastUsedAt: Date | null;
  } | null;
}

/** The workspace behind a fill page, with what its pages show of it. */
export interface FillPageWorkspace {
  id: string;
  subdomain: string;
  name: string;
  /** The sites allowed to frame its forms (empty: any site). */
  embedOrigins: string[];
  /** Null while the workspace never changed its brand (the defaults apply). */
  brand: Brand | null;
  logo: BrandLogo | null;
}

export interface AuthenticationReadModel {
  /** Workspace and key in one round trip: this runs on every request. */
  findCredentials(subdomain: string, keyPrefix: string): Promise<ApiKeyCredentials | null>;
  findWorkspace(subdomain: string): Promise<ApiKeyCredentials['workspace'] | null>;
  /** The same lookup for a fill page, with its brand and its logo in the same round trip. */
  findFillPageWorkspace(subdomain: string): Promise<FillPageWorkspace | null>;
  recordKeyUse(workspaceId: string, keyId: string, now: Date): Promise<void>;
}

export interface InvitationView {
  email: string;
  invitedBy: string;
  workspaceName: string;
}

export interface InvitationReadModel {
  /** null also when the invited member has been removed since. */
  findById(workspaceId: string, id: string): Promise<InvitationView | null>;
}

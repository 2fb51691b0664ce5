// The SQL text and row shapes of the hand-written queries, in files that load nothing but the domain:
// the benchmark's raw baseline (bare node:http + pg) sends these very statements, so the service/baseline
// ratio measures the framework and the layers, not a different query plan.
export { CREDENTIALS_SQL, RECORD_KEY_USE_SQL, WORKSPACE_BY_SUBDOMAIN_SQL } from './read-models/authentication.sql';
export type { CredentialsRow, WorkspaceRow } from './read-models/authentication.sql';
export { FORM_BY_ID_SQL, FORMS_PAGE_SQL } from './read-models/form.sql';
export type { FormRow } from './read-models/form.sql';
export {
  locatePage,
  POSITION_RANGE_SQL,
  RANGE_COUNTS_SQL,
  RANGE_NEWEST_PAGE_SQL,
  RANGE_OLDEST_PAGE_SQL,
  SUBMISSIONS_OLDEST_PAGE_SQL,
  SUBMISSIONS_PAGE_SQL,
} from './read-models/submission.sql';
export type { PositionRangeRow, RangeCounts, SubmissionDocumentRow, SubmissionRow } from './read-models/submission.sql';
export { ACTIVE_TEAM_MEMBER_SQL, TEAM_MEMBERS_PAGE_SQL } from './read-models/team-member.sql';
export type { TeamMemberRow } from './read-models/team-member.sql';
export { NEWEST_ACTIVE_ADMIN_SQL, TEAM_MEMBERS_BY_EMAILS_SQL } from './team-member/team-member.sql';
export type { TeamMemberRecordRow } from './team-member/team-member.sql';
export { FIND_FORM_SQL, INSERT_FORM_SQL } from './form/form.sql';
export { APPEND_SUBMISSION_SQL } from './submission/submission.sql';
export { OUTBOX_INSERT_SQL, OUTBOX_LEASE_SQL, outboxInsertWithWebhooksSql } from './outbox/outbox.sql';
export { PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL } from './idempotency/idempotency.sql';

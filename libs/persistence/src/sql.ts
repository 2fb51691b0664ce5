// The SQL text and row shapes of the hand-written queries, in files that load nothing but the domain:
// the benchmark's raw baseline (bare node:http + pg) sends these very statements, so the service/baseline
// ratio measures the framework and the layers, not a different query plan. One block per table folder.
export { CREDENTIALS_SQL, RECORD_KEY_USE_SQL } from './api-key/api-key.sql';
export type { CredentialsRow } from './api-key/api-key.sql';
export { FILL_PAGE_WORKSPACE_SQL, WORKSPACE_BY_SUBDOMAIN_SQL } from './workspace/workspace.sql';
export type { FillPageWorkspaceRow, WorkspaceRow } from './workspace/workspace.sql';
export { FIND_FORM_SQL, FORM_BY_ID_SQL, FORM_FULL_COLUMNS, FORMS_PAGE_SQL, formsPageSql, INSERT_FORM_SQL, LOCK_FORM_SQL, RECEIVE_FORM_SQL, UPDATE_FORM_SQL } from './form/form.sql';
export type { FormRecordRow, FormRow } from './form/form.sql';
export type { StoredFormSettings } from './form/form.sql';
export {
  ANSWER_COUNTS_SQL,
  CHOSE_ANY_SQL,
  APPEND_FORM_VERSION_SQL,
  CURRENT_FORM_VERSION_SQL,
  DELETE_FORM_DRAFT_SQL,
  FORM_DRAFT_SQL,
  FORM_VERSION_SQL,
  FORM_VERSIONS_PAGE_SQL,
  LOCK_FORM_DRAFT_SQL,
  SAVE_FORM_DRAFT_SQL,
} from './form-version/form-version.sql';
export type { AnswerCountRow, FormDraftRow, FormWithDraftRow, StoredFormContent } from './form-version/form-version.sql';
export {
  APPEND_SUBMISSION_SQL,
  locatePage,
  POSITION_RANGE_SQL,
  RANGE_COUNTS_SQL,
  RANGE_NEWEST_PAGE_SQL,
  RANGE_OLDEST_PAGE_SQL,
  SUBMISSIONS_OLDEST_PAGE_SQL,
  SUBMISSIONS_PAGE_SQL,
} from './submission/submission.sql';
export type { PositionRangeRow, RangeCounts, SubmissionDocumentRow, SubmissionRow } from './submission/submission.sql';
export { ACTIVE_TEAM_MEMBER_SQL, NEWEST_ACTIVE_ADMIN_SQL, TEAM_MEMBERS_BY_EMAILS_SQL, TEAM_MEMBERS_PAGE_SQL } from './team-member/team-member.sql';
export type { TeamMemberRecordRow, TeamMemberRow } from './team-member/team-member.sql';
export { INSERT_ACTIVITY_SQL } from './activity/activity.sql';
export { OUTBOX_INSERT_SQL, OUTBOX_LEASE_SQL, OUTBOX_NEXT_DUE_SQL, outboxInsertWithWebhooksSql } from './outbox/outbox.sql';
export { PURGE_EXPIRED_IDEMPOTENCY_KEYS_SQL } from './idempotency/idempotency.sql';
export { RECORD_SESSION_USE_SQL, SESSION_CREDENTIALS_SQL, START_SESSION_SQL } from './member-session/member-session.sql';
export type { SessionCredentialsRow } from './member-session/member-session.sql';
export { INCREMENT_REQUEST_COUNTER_SQL, REQUEST_COUNTER_SQL } from './request-counter/request-counter.sql';
export {
  INSERT_SIGN_IN_ATTEMPT_SQL,
  LOCK_SIGN_IN_ATTEMPT_SQL,
  RECORD_WRONG_SIGN_IN_CODE_SQL,
  REMEMBER_SIGN_IN_BROWSER_SQL,
  KNOWN_SIGN_IN_BROWSER_SQL,
  TAKE_REQUEST_COUNT_SQL,
  SET_SIGN_IN_SECRETS_SQL,
  SIGN_IN_ATTEMPT_SQL,
  SPEND_SIGN_IN_ATTEMPT_SQL,
} from './sign-in-attempt/sign-in-attempt.sql';
export { INVITATION_FOR_JOIN_SQL, LOCK_INVITATION_FOR_JOIN_SQL, MARK_INVITATION_USED_SQL, SET_JOIN_TOKEN_SQL } from './invitation/invitation.sql';
export { PURGE_INVITATION_SENDS_SQL, PURGE_REQUEST_COUNTERS_SQL, PURGE_SESSIONS_SQL, PURGE_SIGN_IN_ATTEMPTS_SQL } from './housekeeping/housekeeping.sql';
export { PURGE_PARTIAL_RESPONSES_SQL, PURGE_UNUSED_UPLOADS_SQL, PURGE_UPLOAD_WINDOWS_SQL } from './housekeeping/housekeeping.sql';
export {
  ADD_CLIENT_UPLOAD_BYTES_SQL,
  ATTACH_UPLOADS_SQL,
  CLIENT_UPLOAD_BYTES_SQL,
  COMPLETE_UPLOAD_SQL,
  DISCARD_UPLOAD_SQL,
  INSERT_UPLOAD_CHUNK_SQL,
  INSERT_UPLOAD_SQL,
  LOCK_UPLOAD_USAGE_SQL,
  PENDING_UPLOAD_BYTES_SQL,
  RELEASE_CLIENT_UPLOAD_BYTES_SQL,
  RESERVE_UPLOAD_BYTES_SQL,
} from './upload/upload.sql';
export { ADD_FORM_STEPS_SQL, ADD_FORM_VIEWS_SQL, FORM_ACTIVITY_SQL, FORM_FUNNEL_SQL, SIGNING_KEY_SQL } from './form-view/form-view.sql';
export { SAVE_PARTIAL_RESPONSE_SQL } from './partial-response/partial-response.sql';
export type { FormActivityRow } from './form-view/form-view.sql';
export {
  EXPORT_BATCH_SIZE,
  EXPORT_PAGE_NEWEST_SQL,
  EXPORT_PAGE_OLDEST_SQL,
  exportCopySql,
  TAKE_EXPORT_SLOT_SQL,
  UNLOCK_EXPORT_SLOTS_SQL,
} from './submission/submission-export.sql';
export type { ExportRow } from './submission/submission-export.sql';
export { CSV_BYTE_ORDER_MARK, csvField, csvRecord } from './submission/submission-export.csv';
export {
  BEGIN_SUMMARY_SQL,
  END_SUMMARY_SQL,
  latestAnswerRanges,
  SUBMISSION_COUNT_KEY,
  SUMMARY_BLOCK_SIZE,
  SUMMARY_COUNTS_SQL,
  SUMMARY_FORM_SQL,
  SUMMARY_TEXT_ANSWERS_SQL,
  SUMMARY_TEXT_BLOCK_SIZE,
  SUMMARY_TEXT_BLOCKS_SQL,
  SUMMARY_TEXT_KINDS,
  summaryParts,
} from './summary/summary.sql';
export type { SummaryCountRow, SummaryFormRow, SummaryTextAnswerRow, SummaryTextBlockRow } from './summary/summary.sql';

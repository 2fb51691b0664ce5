// The application's public surface, one block per feature. Consumers import from `@forms/application`
// only, so the folders below may move without touching them.

// Shared by every feature: the ports adapters implement, pagination, idempotency, identifiers and views.
export * from './shared/ports/unit-of-work.port';
export * from './shared/ports/outbox.port';
export * from './shared/ports/read-models.port';
export * from './shared/ports/confirmation-emails.port';
export * from './shared/ports/system.port';
export * from './shared/ports/idempotency.port';
export * from './shared/ports/user-agent.port';
export * from './shared/ports/webhooks.port';
export * from './shared/ports/sessions.port';
export * from './shared/ports/activity.port';
export * from './shared/ports/brand.port';
export * from './shared/ports/sign-in.port';
export * from './shared/ports/uploads.port';
export * from './shared/ports/response-mail.port';
export * from './shared/ports/submission-export.port';
export * from './shared/ports/summary.port';
export * from './shared/random-bytes';
export * from './shared/ports/versions.port';
export * from './shared/views';
export * from './shared/idempotency/run-idempotently';
export * from './shared/idempotency/run-once';
export * from './shared/idempotency/purge-expired-keys';
export * from './shared/identifiers';
export * from './shared/client-key';
export * from './shared/pagination/page-request';

// Access: API keys, authenticating a request with one, and the per-key rate limit.
export * from './access/api-key-secret';
export * from './access/authenticate-request.use-case';
export * from './access/create-api-key.use-case';
export * from './access/revoke-api-key.use-case';
export * from './access/list-api-keys.use-case';
export * from './access/request-quota.port';
export * from './access/request-rate-limiter';
export * from './access/secret-token';
export * from './access/sessions/session-lifetime';
export * from './access/sessions/start-session';
export * from './access/sessions/authenticate-session.use-case';
export * from './access/sessions/member-sessions.use-case';
export * from './access/sign-in/sign-in-rules';
export * from './access/sign-in/request-sign-in.use-case';
export * from './access/sign-in/send-sign-in-email.handler';
export * from './access/sign-in/complete-sign-in.use-case';
export * from './access/sign-in/create-sign-in-link.use-case';

// Workspaces: creating one, seeding it with sample data, finding the one a public page addresses.
export * from './workspaces/create-workspace.use-case';
export * from './workspaces/seed-workspace.use-case';
export * from './workspaces/resolve-public-workspace.use-case';

// Forms, including the public page a form is filled in on.
export * from './forms/create-form.use-case';
export * from './forms/list-forms.use-case';
export * from './forms/get-form.use-case';
export * from './forms/update-form.use-case';
export * from './forms/delete-form.use-case';
export * from './forms/set-form-suspension.use-case';
export * from './forms/open-form-page.use-case';
export * from './forms/versions/record-version';
export * from './submissions/answerable-version';
export * from './forms/versions/list-versions.use-case';
export * from './forms/versions/get-version.use-case';
export * from './forms/versions/get-draft.use-case';
export * from './forms/versions/save-draft.use-case';
export * from './forms/versions/publish-draft.use-case';
export * from './forms/versions/discard-draft.use-case';
export * from './forms/versions/draft-impact.use-case';
export * from './forms/versions/restore-version.use-case';
export * from './forms/versions/version-to-fill.use-case';

// Submissions: the intake and the owner's view of what came in.
export * from './submissions/create-submission.use-case';
export * from './submissions/client-window';
export * from './submissions/fill-form.use-case';
export * from './submissions/list-submissions.use-case';
export * from './submissions/get-submission.use-case';
export * from './submissions/delete-submission.use-case';
export * from './submissions/send-response-email.handler';
export * from './submissions/get-confirmation-email-holds.use-case';
export * from './submissions/confirmation-answers';

// Analytics: views of the fill page, counted without a write on its path, and completion.
export * from './analytics/form-views.port';
export * from './analytics/utc-day';
export * from './analytics/record-form-view.use-case';
export * from './analytics/get-form-analytics.use-case';
export * from './analytics/analytics-range';
export * from './analytics/get-form-funnel.use-case';
export * from './analytics/record-journey-step.use-case';
export * from './submissions/export/export-submissions.use-case';
export * from './submissions/export/submission-table';

// Team: members, roles and invitations.
export * from './team/add-team-members.use-case';
export * from './team/remove-team-members.use-case';
export * from './team/update-team-member.use-case';
export * from './team/list-team-members.use-case';
export * from './team/get-team-member.use-case';
export * from './team/add-role.use-case';
export * from './team/list-roles.use-case';
export * from './team/remove-team-member.use-case';
export * from './team/update-own-profile.use-case';
export * from './team/open-join-page.use-case';
export * from './team/send-invitation-email.handler';

// Webhooks: subscriptions, their deliveries and the signature receivers check.
export * from './webhooks/webhook-signature';
export * from './webhooks/webhook-rules';
export * from './webhooks/create-webhook.use-case';
export * from './webhooks/update-webhook.use-case';
export * from './webhooks/delete-webhook.use-case';
export * from './webhooks/get-webhook.use-case';
export * from './webhooks/list-webhooks.use-case';
export * from './webhooks/list-webhook-deliveries.use-case';
export * from './webhooks/retry-webhook-delivery.use-case';
export * from './webhooks/deliver-webhook.handler';

// Activity: who did what, recorded with each change and read back by Admins.
export * from './activity/activity-targets';
export * from './activity/list-activity.use-case';

// Outbox: events recorded with a change, delivered to their handlers after the commit.
export * from './outbox/subscriptions';
export * from './outbox/dispatch-outbox.use-case';
export * from './shared/housekeeping/purge-expired-records';

// Insights: what the answers of a form add up to.
export * from './insights/get-response-summary.use-case';
// Uploads: files for file questions, stored in chunks before the submission that uses them.
export * from './uploads/file-answers';
export * from './uploads/receive-upload.use-case';
export * from './uploads/open-file.use-case';
export * from './uploads/check-preview-upload.use-case';
export * from './uploads/get-stored-bytes.use-case';
export * from './uploads/upload-quota';
export * from './brand/get-brand.use-case';
export * from './brand/update-brand.use-case';
export * from './brand/set-brand-logo.use-case';
export * from './brand/remove-brand-logo.use-case';
export * from './brand/get-brand-logo.use-case';
export * from './brand/read-brand-logo-file.use-case';
export * from './brand/theme-looks.use-case';

// Partial responses: a visit's answers so far on a form with pages, and the link to continue later.
export * from './partial-responses/partial-responses.port';
export * from './partial-responses/save-partial-response.use-case';
export * from './partial-responses/list-partial-responses.use-case';
export * from './partial-responses/get-partial-response.use-case';
export * from './partial-responses/delete-partial-response.use-case';
export * from './partial-responses/resume-visit.use-case';

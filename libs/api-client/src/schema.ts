// Generated from the service's OpenAPI document by `npm run -s api-client`. Do not edit: change the
// controllers and DTOs, then regenerate (a test fails while this file and the document disagree).

export interface paths {
    "/api/external/v1/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forms, newest first
         * @deprecated
         * @description Each form in its v1 shape without questions, with pagination and total_count; v2 adds questions, hidden fields and a state filter.
         */
        get: operations["v1ListForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v1/forms/{form_id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submissions of a form, newest first
         * @deprecated
         * @description Each submission with its answers keyed by question slug, with pagination and total_count; 404 when the form is not of this workspace.
         */
        get: operations["v1ListSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v1/team_members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team members, oldest first, inactive ones included
         * @deprecated
         * @description Each member in v1's shape, with active telling whether they can still sign in; pages as every list does.
         */
        get: operations["v1ListTeamMembers"];
        put?: never;
        /**
         * Add team members and invite them by email
         * @deprecated
         * @description New members are active, with empty names and the workspace time zone. Emails that already belong to members are left as they are. An invitation email is sent to each new member unless send_invitation_email is "false". A workspace sends at most 1,000 invitation emails, and at most 3 to one address, in any 24 hours: a request that would go beyond either is 429 `Too many invitations, try again later` with Retry-After, and adds nobody.
         */
        post: operations["v1AddTeamMembers"];
        /**
         * Remove team members
         * @deprecated
         * @description All or nothing: every email must belong to a member, and the workspace must keep an active Admin.
         */
        delete: operations["v1RemoveTeamMembers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v1/team_members/{team_member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a team member
         * @deprecated
         * @description Only the fields sent change. Demoting or deactivating the last active Admin is refused (422).
         */
        patch: operations["v1UpdateTeamMember"];
        trace?: never;
    };
    "/api/external/v2/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's brand
         * @description Its colours, font, corners, logo and the sites that may frame its forms; the defaults until it is changed.
         */
        get: operations["v2GetBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the workspace's brand
         * @description The given fields replace those fields. Every change is checked for contrast (WCAG 2.2, ratios rounded down to two decimals): text on background at least 4.5:1, the accent against the background at least 3:1, and the button label (white or black, whichever contrasts more) on the accent at least 4.5:1. A refused change changes nothing.
         */
        patch: operations["v2UpdateBrand"];
        trace?: never;
    };
    "/api/external/v2/brand/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the workspace's logo
         * @description multipart/form-data with a part `file` (the image) and a field `alt` (what the logo says, 1 to 200 characters). The image must be PNG, JPEG or WebP as its bytes say (its name and declared type are not consulted), at most 512 KiB and 2000 pixels a side. It replaces the logo there was; the brand's logo.url names the new one by its content, public and cached for a year, and the old address stops serving. The fill, thank-you and closed pages show it above the title.
         */
        put: operations["v2SetBrandLogo"];
        post?: never;
        /**
         * Remove the workspace's logo
         * @description The forms show no logo from now on, and its address stops serving; removing no logo changes nothing.
         */
        delete: operations["v2RemoveBrandLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file answered to a file question
         * @description The bytes of a file answered to a file question, streamed. Content-Type is the type the uploader declared only when it is a harmless one (raster images, application/pdf, text/plain), application/octet-stream otherwise; the file always comes as an attachment with nosniff and a sandbox Content-Security-Policy, so that it never runs.
         */
        get: operations["v2DownloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forms with their questions, newest first
         * @description Each form with its questions, hidden fields and state, a page at a time; state narrows the list, and total_count counts what it lists.
         */
        get: operations["v2ListForms"];
        put?: never;
        /**
         * Create a form
         * @description A new form is a draft with no submissions; questions and hidden fields default to []. Its `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond).
         */
        post: operations["v2CreateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a form with its questions
         * @description The whole form as v2 shows it (questions, hidden fields, settings, state and attempt_url), with an ETag for If-None-Match.
         */
        get: operations["v2GetForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a form: title, questions, hidden fields, publishing, archiving, pausing
         * @description Only the fields given change. `questions` replaces the whole list in the order given: a question with a known `id` is kept and changed, one without is new, one left out is removed; positions are renumbered. Submissions already stored never change. `is_suspended` is the operator's switch and cannot be set here. The resulting `questions` and `hidden_fields`, as JSON, may take at most 131,072 bytes together (422 naming form.questions beyond). `settings` fields given replace those settings; the others keep their values.
         */
        patch: operations["v2UpdateForm"];
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, submissions and completion rate of a form, per UTC day
         * @description Views of the fill page and submissions over a range, in total and per UTC day. Without until: the end of the current second; without since: 30 x 24 hours before until. since is inclusive and until exclusive; submissions are counted to the second and are exact; views are kept per UTC hour (the views of every hour the range touches, from views_since to views_until) and may show up to 10 seconds late; the completion rate compares the submissions and views of those same hours. A range may span at most 366 days.
         */
        get: operations["v2GetFormAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the form's draft
         * @description The pending content respondents do not see, the version it started from, and who saved it last; its ETag is what PATCH takes in If-Match.
         */
        get: operations["v2GetFormDraft"];
        put?: never;
        post?: never;
        /**
         * Discard the form's draft
         * @description The live form stays as it is.
         */
        delete: operations["v2DiscardFormDraft"];
        options?: never;
        head?: never;
        /**
         * Change the form's draft; respondents see nothing of it
         * @description The same fields, rules and refusals as a form PATCH (messages name draft.*), without the flags. Without a draft it starts one from the live content, based on the current version. With If-Match (the draft's ETag), the change applies only to that very save of the draft: if someone saved it since, nothing changes and the answer is 412. With If-None-Match: * the change starts a draft only if the form has none: if someone started one meanwhile, nothing changes and the answer is 412 (send it on the first save, If-Match on the next ones).
         */
        patch: operations["v2UpdateFormDraft"];
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/draft/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What publishing the draft would do to the answers stored
         * @description Each question the draft removes, gives another kind, takes options from or makes required, with how many submissions answered it (for removed options, chose one). Exact, and as cheap at a million submissions as at ten.
         */
        get: operations["v2GetFormDraftImpact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/draft/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the draft the form's next version
         * @description In one transaction the draft's content becomes the live content (the next version) and the draft is gone. The flags stay as they are: an unpublished form stays unpublished. 409 when the live form got a version since the draft started. Honours Idempotency-Key.
         */
        post: operations["v2PublishFormDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, pages reached and submissions of a form, page by page
         * @description How far respondents get through the fill page of a form, page by page, over a range: the views of the first page, the times each later page was reached after its previous page was posted, and the submissions made through the fill page. Without until: the end of the current second; without since: 30 x 24 hours before until. The counts are kept per UTC hour: the answer covers the whole hours the range touches (since and until say which), and may show a step up to 10 seconds late. A range may span at most 366 days.
         */
        get: operations["v2GetFormFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/partial_responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the partial responses of a form, the most recently active first
         * @description since (inclusive) and until (exclusive) filter on updated_at. Empty unless the form's settings save partial responses.
         */
        get: operations["v2ListPartialResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/partial_responses/{partial_response_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one partial response of a form
         * @description 404 when it belongs to another form, or its visit has submitted since.
         */
        get: operations["v2GetPartialResponse"];
        put?: never;
        post?: never;
        /**
         * Erase a partial response for good
         * @description Removes it at once with the files only it held (for erasure requests); its link to continue later ends.
         */
        delete: operations["v2DeletePartialResponse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submissions of a form, newest first unless order=oldest, optionally within a time window
         * @description since (inclusive) and until (exclusive) filter on created_at; pagination and total_count count what the filter selects. Pages stay exact after deletions (no page repeats or skips a submission) and a deep page costs what page 1 costs.
         */
        get: operations["v2ListSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/submissions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the submissions of a form as CSV or XLSX
         * @description Every submission of the form (or of the since/until range), with no pagination, as one CSV or XLSX file streamed as it is read: the first bytes leave at once. Columns: submission_id, form_version (the form version it answered), created_at, one per question the form has ever had (current questions in order under their current label, then removed questions in the order they were removed under their last label), one per hidden field, then browser, operating_system, device_type and ip_address; a cell is the stored answer, "" when there is none. The first row holds the column names. CSV: RFC 4180 (comma, CRLF, quoted fields), UTF-8 with a byte order mark; a cell starting with =, +, -, @, tab or CR gets a leading ' unless it is a plain decimal number. XLSX: one worksheet "Submissions"; number and rating answers are numeric cells, everything else text. Consistency: submissions are read in order, a page at a time as the client takes the file, not from one snapshot. A submission deleted while the export runs is in the file or not, depending on whether its page was already read; one received while it runs may or may not be in it. Each submission appears at most once, in order. Limits: at most 2 exports run at once per workspace, and a workspace gets a second one on a server only when another stays free there and no other workspace is waiting for one. A client that reads nothing for a minute (the service's EXPORT_STALL_TIMEOUT_MS) is cut off, and so is an export still running after 15 minutes (EXPORT_MAX_SECONDS): the connection then closes without the end of the file, so a cut file never looks whole.
         */
        get: operations["v2ExportSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/submissions/{submission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one submission of a form
         * @description The answers, hidden field values, client details and creation time of one submission; 404 when it belongs to another form.
         */
        get: operations["v2GetSubmission"];
        put?: never;
        post?: never;
        /**
         * Erase a submission for good
         * @description Removes the submission with its responses and user agent (for erasure requests). Counts and pages stay exact.
         */
        delete: operations["v2DeleteSubmission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the submissions of a form add up to, question by question, optionally within a time window
         * @description since (inclusive) and until (exclusive) filter on created_at. Exact at every moment (deletions and submissions arriving included) and cheap whatever the number of submissions. Answers count for the question they answered, by its id: renaming it or changing its slug keeps its counts.
         */
        get: operations["v2GetFormSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a form's versions, newest first
         * @description Each version with when it was made, by whom, and what changed from the one before, in words. Version 1 is the form as created; every change of content made the next one.
         */
        get: operations["v2GetFormVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of a form with its content as it was
         * @description The title, questions, hidden fields and settings exactly as that version had them. A number that is not one of the form's versions (or not a number) is 404.
         */
        get: operations["v2GetFormVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/forms/{form_id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an earlier version's content in the draft
         * @description Replaces the draft (or starts one) with that version's content, based on the current version; nothing live changes until the draft is published. Honours Idempotency-Key.
         */
        post: operations["v2RestoreFormVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace and API key of this request
         * @description Lets an integration check its configuration: which workspace its key opens, whether it may write, and when it expires; and how many bytes of files the workspace stores.
         */
        get: operations["v2GetMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team members, oldest first, inactive ones included
         * @description Every member of the workspace, deactivated ones too, with their role and whether they are active, a page at a time.
         */
        get: operations["v2ListTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/team-members/{team_member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an active team member
         * @description A deactivated member answers 404 here, as if absent: only members who can sign in are shown one by one.
         */
        get: operations["v2GetTeamMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks, oldest first
         * @description Each webhook with its URL, events, form and whether it is active; secrets are never shown again after creation.
         */
        get: operations["v2ListWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Events are POSTed to the URL as JSON `{"type", "timestamp", "data"}`, signed as Standard Webhooks specifies with the secret of the response (shown only here).
         */
        post: operations["v2CreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook (without its secret)
         * @description Its URL, events and state, with an ETag; the signing secret is shown only in the answer that created it.
         */
        get: operations["v2GetWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Its pending deliveries are dropped and its delivery log goes with it.
         */
        delete: operations["v2DeleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Only the given fields change.
         */
        patch: operations["v2UpdateWebhook"];
        trace?: never;
    };
    "/api/external/v2/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery log, newest first
         * @description Succeeded deliveries are kept 7 days, failed ones 30.
         */
        get: operations["v2ListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external/v2/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Pending again and attempted at once, whatever its state was (a succeeded delivery is sent again too). A delivery of a submission that was deleted since is emptied with it and cannot be retried (409).
         */
        post: operations["v2RetryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brand/logo/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's logo (public: no API key)
         * @description The image the brand's logo.url names, as stored; cached for a year, since a new logo has a new address.
         */
        get: operations["getBrandLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{form_id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit answers to a published form (public: no API key)
         * @description The same intake as the fill page at attempt_url. With an Idempotency-Key header the request is done at most once per form and key for 24 hours: a retry with the same body gets the first answer again. At most SUBMISSION_RATE_LIMIT submissions per client address per workspace per rolling minute. The body may be at most 65,536 bytes (413 beyond).
         */
        post: operations["createSubmission"];
        delete?: never;
        /**
         * CORS preflight of the JSON intake
         * @description What a browser asks before a page on another site POSTs to the JSON intake: the answer allows any origin, the POST method and the headers that request may carry.
         */
        options: operations["submissionPreflight"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{form_id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for a file question of a published form (public: no API key)
         * @description multipart/form-data with a field `question` (the slug of a file question) followed by one part `file`. The answer is the upload; a submission to the JSON intake then answers that question with the upload's id. An upload serves one submission of the same form and question; one not used within a few hours (2 by default) is deleted. The file must be at most the question's max_size_mb (413 beyond, and the rest of the body is not read; no body above 25 MB is ever read) and have one of its accepted_types when it lists some. Each upload counts as one submission for the per-address limit, and its bytes against the workspace's quota of unused uploads and the client's hourly quota of uploaded bytes (429 beyond either).
         */
        post: operations["createUpload"];
        delete?: never;
        /**
         * CORS preflight of the upload endpoint
         * @description What a browser asks before a page on another site POSTs to the upload endpoint: the answer allows any origin, the POST method and the headers that request may carry.
         */
        options: operations["uploadPreflight"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is up
         * @description Answers 200 as long as the process runs, without touching the database: an orchestrator restarts the process when it stops answering.
         */
        get: operations["healthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process can serve requests: the database answers and the process is not shutting down
         * @description A balancer sends traffic to this process only while this answers 200: 503 while the database does not answer, and from the moment a shutdown begins, so that requests drain away first.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddTeamMembersRequest: {
            /**
             * @description Addresses to add. All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.
             * @example [
             *       "grace@example.com",
             *       "linus@example.com"
             *     ]
             */
            emails: string[];
            /**
             * @description One of the workspace roles, case sensitive
             * @default Standard
             * @example Standard
             */
            organization_role?: string;
            /**
             * Format: email
             * @description Email of an active Admin; defaults to the most recently created active Admin
             * @example ada@example.com
             */
            invited_by?: string;
            /**
             * @description "false" (or false) adds the members without sending invitation emails
             * @default true
             * @example true
             */
            send_invitation_email?: ("true" | "false") | boolean;
        };
        AnalyticsDay: {
            /**
             * Format: date
             * @description A UTC day, YYYY-MM-DD
             * @example 2026-10-26
             */
            date: string;
            /**
             * @description Views of the fill page on that day, in the hours views_since to views_until
             * @example 120
             */
            views: number;
            /**
             * @description Submissions created on that day within the range
             * @example 41
             */
            submissions: number;
        };
        /** @description How the workspace's forms look; a workspace that never changed it has the defaults. */
        Brand: {
            colors: components["schemas"]["BrandColors"];
            /**
             * @description A font the browser already has (nothing is downloaded); default system
             * @example system
             * @enum {string}
             */
            font: "system" | "serif" | "rounded" | "mono";
            /**
             * @description The corners of fields and buttons; default rounded
             * @example rounded
             * @enum {string}
             */
            corners: "square" | "rounded" | "pill";
            /** @description The logo shown above the title of the forms; null: none. Set and removed at brand/logo, not by PATCH */
            logo: {
                /**
                 * Format: uri
                 * @description Where the logo is served, public; named by its content, so a new logo has a new address
                 */
                url: string;
                /** @description Width in pixels */
                width: number;
                /** @description Height in pixels */
                height: number;
                /** @description What the logo says, for people who cannot see it */
                alt: string;
            } | null;
            /**
             * @description Up to 20 sites (https://host[:port]) that may show the forms in a frame; empty: any site. Stored now, enforced by a later release
             * @example []
             */
            embed_origins: string[];
        };
        /** @description The fields to change; the others keep their values. The colours are checked together, as they will be shown. */
        BrandChanges: {
            colors?: components["schemas"]["BrandColorChanges"];
            /**
             * @description A font the browser already has (nothing is downloaded); default system
             * @example system
             * @enum {string}
             */
            font?: "system" | "serif" | "rounded" | "mono";
            /**
             * @description The corners of fields and buttons; default rounded
             * @example rounded
             * @enum {string}
             */
            corners?: "square" | "rounded" | "pill";
            /**
             * @description Up to 20 sites (https://host[:port]) that may show the forms in a frame; empty: any site. Stored now, enforced by a later release
             * @example []
             */
            embed_origins?: string[];
        };
        /** @description The colours to change; the others keep their values. */
        BrandColorChanges: {
            /**
             * @description The page's background; default #ffffff
             * @example #ffffff
             */
            background?: string;
            /**
             * @description Text, at least 4.5:1 against the background; default #111827
             * @example #111827
             */
            text?: string;
            /**
             * @description Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default #1d4ed8
             * @example #1d4ed8
             */
            accent?: string;
        };
        /** @description Colours written #rrggbb, stored lower-case. */
        BrandColors: {
            /**
             * @description The page's background; default #ffffff
             * @example #ffffff
             */
            background: string;
            /**
             * @description Text, at least 4.5:1 against the background; default #111827
             * @example #111827
             */
            text: string;
            /**
             * @description Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default #1d4ed8
             * @example #1d4ed8
             */
            accent: string;
        };
        BrandEnvelope: {
            brand: components["schemas"]["Brand"];
        };
        /** @description single_choice, multiple_choice, dropdown and yes_no: a count per option. */
        ChoiceQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "single_choice" | "multiple_choice" | "dropdown" | "yes_no";
            /** @description Every current option in order (Yes, No for yes_no), zeros included, then each other label found in answers, marked retired, the most picked first. A multiple_choice submission counts once for each option it chose. */
            options: components["schemas"]["OptionCount"][];
        };
        /** @description One test of one operand: `question` (the slug of an earlier question, not a page break) or `hidden_field` (a declared hidden field). Operators by kind: every kind `is_answered`, `is_not_answered` (no value); text kinds, email, phone, url and hidden fields `equals`, `not_equals` (exact after trimming), `contains`, `not_contains` (case-insensitive); single_choice, dropdown, yes_no `equals`, `not_equals` with one of the options (Yes/No); multiple_choice `contains`, `not_contains` with one of the options; number and rating `equals`, `not_equals`, `greater_than`, `less_than` with a decimal such as "42" or "3.5"; date the same with YYYY-MM-DD. With an unanswered operand equals, contains, greater_than and less_than are false, not_equals and not_contains true. */
        Condition: {
            /**
             * @description Slug of an earlier question (not with hidden_field)
             * @example plan
             */
            question?: string;
            /**
             * @description A declared hidden field (not with question)
             * @example utm_source
             */
            hidden_field?: string;
            /**
             * @example equals
             * @enum {string}
             */
            operator: "is_answered" | "is_not_answered" | "equals" | "not_equals" | "contains" | "not_contains" | "greater_than" | "less_than";
            /**
             * @description Required by every operator but is_answered and is_not_answered, which take none
             * @example Pro
             */
            value?: string;
        };
        /** @description Who made a version or last saved a draft, as the activity log names actors. */
        ContentAuthor: {
            /**
             * @example member
             * @enum {string}
             */
            type: "member" | "api_key" | "cli" | "system";
            /**
             * @description The member or key id; "" for the command line and the service itself
             * @example 9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23
             */
            id: string;
            /**
             * @description How a person recognises the actor
             * @example ada@example.com
             */
            label: string;
        };
        /** @description One difference from the version before, in words a person reads. */
        ContentChange: {
            /**
             * @example question_changed
             * @enum {string}
             */
            type: "question_added" | "question_removed" | "question_changed" | "title_changed" | "hidden_fields_changed" | "settings_changed" | "questions_reordered";
            /**
             * Format: uuid
             * @description The question concerned, on question changes only
             */
            question_id?: string;
            /** @example Removed option "Team" from "Plan" */
            text: string;
        };
        CreateFormRequest: {
            form: components["schemas"]["NewFormV2"];
        };
        CreateWebhookRequest: {
            webhook: components["schemas"]["NewWebhook"];
        };
        CreatedWebhook: {
            /**
             * Format: uuid
             * @example 0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b
             */
            id: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed
             * @example https://example.com/hooks/forms
             */
            url: string;
            /**
             * @description The events this endpoint receives
             * @example [
             *       "submission.created",
             *       "form.updated"
             *     ]
             */
            events: ("submission.created" | "submission.deleted" | "form.created" | "form.updated" | "team_member.added" | "team_member.updated" | "team_member.removed")[];
            /**
             * @description A form of this workspace: only its submission.* and form.* events are sent (team_member.* never). null: every form's
             * @example null
             */
            form_id: string | null;
            /** @example CRM sync */
            description: string;
            /**
             * @description false after 5 days in which every attempt failed, or when set so
             * @example true
             */
            is_active: boolean;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
            /**
             * @description The signing secret (Standard Webhooks): shown in this response only. Keep it.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/Xr+5ihbkcQ=
             */
            secret: string;
        };
        CreatedWebhookEnvelope: {
            webhook: components["schemas"]["CreatedWebhook"];
        };
        /** @description date: the earliest and latest date given. */
        DateQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "date";
            /**
             * Format: date
             * @example 2026-01-14
             */
            earliest: string | null;
            /**
             * Format: date
             * @example 2026-12-28
             */
            latest: string | null;
        };
        /** @description Only the fields given change; questions replace the whole list, as in a form PATCH. */
        DraftChange: {
            title?: string;
            /** @description The new list in order: known ids are kept, others added, the rest removed */
            questions?: components["schemas"]["QuestionChange"][];
            hidden_fields?: string[];
            /** @description Replaces the whole theme (the fields it leaves out follow the brand); null: the brand alone */
            theme?: components["schemas"]["FormThemeInput"] | null;
            /** @description Closing rules, endings and emails; only the fields given change */
            settings?: components["schemas"]["FormSettingsInput"];
        };
        DraftImpact: {
            impact: components["schemas"]["DraftImpactEntry"][];
        };
        /** @description A change of the draft that touches answers already stored, with how many. */
        DraftImpactEntry: {
            /** Format: uuid */
            question_id: string;
            /**
             * @description The question as the live form labels it
             * @example Plan
             */
            label: string;
            /**
             * @example options_removed
             * @enum {string}
             */
            change: "removed" | "kind_changed" | "options_removed" | "required_added";
            /**
             * @description Submissions that answered the question; for removed options, the picks of those options
             * @example 12
             */
            answered: number;
            /** @example 12 responses chose "Team" in "Plan"; they keep their answers */
            text: string;
        };
        /** @description Every error body: one key, a human-readable message. */
        Error: {
            /** @example Could not authenticate, invalid API Key */
            error: string;
        };
        /** @description file_upload: how many sent a file; each file is downloaded from its submission. */
        FileQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "file_upload";
        };
        /** @description A form without its questions: id, title, state and its flags, timestamps, submissions_count, attempt_url and creator; the same shape in v1 and v2. */
        Form: {
            /**
             * Format: uuid
             * @example 3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e
             */
            id: string;
            /** @example Customer satisfaction survey */
            title: string;
            /** @example false */
            is_published: boolean;
            /**
             * @description Derived: archived when is_archived, else published when is_published, else unpublished once it was ever published, else draft
             * @example draft
             * @enum {string}
             */
            state: "draft" | "published" | "unpublished" | "archived";
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
            /** @example 0 */
            submissions_count: number;
            /**
             * Format: uri
             * @description {base_url}/forms/{id}
             * @example http://acme.localhost:3000/forms/3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e
             */
            attempt_url: string;
            /** @example false */
            is_archived: boolean;
            /** @example false */
            is_disabled: boolean;
            /** @example false */
            is_suspended: boolean;
            /**
             * @description Email of the creator
             * @example ada@example.com
             */
            created_by: string;
        };
        FormAnalytics: {
            /** @example 3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e */
            form_id: string;
            /**
             * Format: date-time
             * @description Start of the range (inclusive)
             * @example 2026-10-26T13:00:00Z
             */
            since: string;
            /**
             * Format: date-time
             * @description End of the range (exclusive)
             * @example 2026-11-25T13:00:00Z
             */
            until: string;
            /**
             * Format: date-time
             * @description Start of the hours whose views are counted: since rounded down to the UTC hour
             * @example 2026-10-26T13:00:00Z
             */
            views_since: string;
            /**
             * Format: date-time
             * @description End of the hours whose views are counted (exclusive): until rounded up to the UTC hour (views_since for an empty range)
             * @example 2026-11-25T14:00:00Z
             */
            views_until: string;
            /**
             * @description GET requests of the fill page that showed the form (not HEAD, prefetches, the thank-you page or error pages). Kept per UTC hour: the views of the hours from views_since to views_until. A view may show up to 10 seconds late.
             * @example 4210
             */
            views: number;
            /**
             * @description Submissions created in the range, exact
             * @example 1520
             */
            submissions: number;
            /**
             * @description The submissions created from views_since to views_until over views, rounded to 3 decimals; null without views. JSON submissions have no view, so it can exceed 1.
             * @example 0.361
             */
            completion_rate: number | null;
            /** @description One per UTC day the range touches, oldest first, days without activity included */
            days: components["schemas"]["AnalyticsDay"][];
        };
        FormAnalyticsEnvelope: {
            analytics: components["schemas"]["FormAnalytics"];
        };
        /** @description Only the fields given change; questions replace the whole list. */
        FormChange: {
            title?: string;
            /** @description The new list in order: known ids are kept, others added, the rest removed */
            questions?: components["schemas"]["QuestionChange"][];
            hidden_fields?: string[];
            /** @description Replaces the whole theme (the fields it leaves out follow the brand); null: the brand alone */
            theme?: components["schemas"]["FormThemeInput"] | null;
            /** @description true needs at least one question */
            is_published?: boolean;
            /** @description true also unpublishes */
            is_archived?: boolean;
            /** @description Pauses responses without unpublishing */
            is_disabled?: boolean;
            /** @description Closing rules, endings and emails; only the fields given change */
            settings?: components["schemas"]["FormSettingsInput"];
        };
        /** @description The content of a form: what a version records and a draft holds. */
        FormContent: {
            /** @example Customer satisfaction survey */
            title: string;
            /** @description Ordered by position */
            questions: components["schemas"]["Question"][];
            /**
             * @example [
             *       "utm_source"
             *     ]
             */
            hidden_fields: string[];
            /** @description Every field always present */
            settings: components["schemas"]["FormSettings"];
            /** @description The form's own colours, font and corners over the workspace's brand (only the fields it sets); null (the default): the brand alone */
            theme: {
                /** @description The colours it sets; the others are the brand's */
                colors?: {
                    /**
                     * @description The page's background; default #ffffff
                     * @example #ffffff
                     */
                    background?: string;
                    /**
                     * @description Text, at least 4.5:1 against the background; default #111827
                     * @example #111827
                     */
                    text?: string;
                    /**
                     * @description Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default #1d4ed8
                     * @example #1d4ed8
                     */
                    accent?: string;
                };
                /**
                 * @description A font the browser already has (nothing is downloaded); default system
                 * @example system
                 * @enum {string}
                 */
                font?: "system" | "serif" | "rounded" | "mono";
                /**
                 * @description The corners of fields and buttons; default rounded
                 * @example rounded
                 * @enum {string}
                 */
                corners?: "square" | "rounded" | "pill";
            } | null;
        };
        /** @description Pending content of a form, which respondents do not see until it is published. */
        FormDraft: {
            /** @example Customer satisfaction survey */
            title: string;
            /** @description Ordered by position */
            questions: components["schemas"]["Question"][];
            /**
             * @example [
             *       "utm_source"
             *     ]
             */
            hidden_fields: string[];
            /** @description Every field always present */
            settings: components["schemas"]["FormSettings"];
            /** @description The form's own colours, font and corners over the workspace's brand (only the fields it sets); null (the default): the brand alone */
            theme: {
                /** @description The colours it sets; the others are the brand's */
                colors?: {
                    /**
                     * @description The page's background; default #ffffff
                     * @example #ffffff
                     */
                    background?: string;
                    /**
                     * @description Text, at least 4.5:1 against the background; default #111827
                     * @example #111827
                     */
                    text?: string;
                    /**
                     * @description Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default #1d4ed8
                     * @example #1d4ed8
                     */
                    accent?: string;
                };
                /**
                 * @description A font the browser already has (nothing is downloaded); default system
                 * @example system
                 * @enum {string}
                 */
                font?: "system" | "serif" | "rounded" | "mono";
                /**
                 * @description The corners of fields and buttons; default rounded
                 * @example rounded
                 * @enum {string}
                 */
                corners?: "square" | "rounded" | "pill";
            } | null;
            /**
             * @description The live version the draft started from
             * @example 3
             */
            based_on_version: number;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
            updated_by: components["schemas"]["ContentAuthor"];
        };
        FormDraftEnvelope: {
            draft: components["schemas"]["FormDraft"];
        };
        FormFunnel: {
            /** @example 3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e */
            form_id: string;
            /**
             * Format: date-time
             * @description Start of the hours counted: since rounded down to the UTC hour
             * @example 2026-10-26T13:00:00Z
             */
            since: string;
            /**
             * Format: date-time
             * @description End of the hours counted (exclusive): until rounded up to the UTC hour
             * @example 2026-11-25T14:00:00Z
             */
            until: string;
            /** @description One per page of the form as it is now, in order; one for a form without page breaks */
            steps: components["schemas"]["FunnelStep"][];
            /**
             * @description Submissions made through the fill page in those hours (the JSON intake has no pages)
             * @example 410
             */
            submitted: number;
        };
        FormFunnelEnvelope: {
            funnel: components["schemas"]["FormFunnel"];
        };
        FormListV1: {
            /** @description Newest first */
            forms: components["schemas"]["Form"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description Forms across all pages
             * @example 12
             */
            total_count: number;
        };
        FormListV2: {
            /** @description Newest first */
            forms: components["schemas"]["FormV2"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description Forms across all pages (those in the state asked for)
             * @example 12
             */
            total_count: number;
        };
        /** @description Closing rules, endings and emails about responses. A form accepts responses only while `closes_at` is null or later than now and `max_submissions` is null or above `submissions_count`; with many people submitting at once exactly `max_submissions` are stored. */
        FormSettings: {
            /**
             * Format: date-time
             * @description No responses from then on; null: no closing date
             * @example 2026-03-14T09:26:53Z
             */
            closes_at: string | null;
            /**
             * @description No responses once the form has this many; null: no limit
             * @example 100
             */
            max_submissions: number | null;
            /**
             * @description Shown instead of the form when it does not accept responses; "" shows a default text
             * @example
             */
            closed_message: string;
            /**
             * @description Plain text on the thank-you page; "" shows a default text
             * @example Thanks! We will get back to you.
             */
            thank_you_message: string;
            /**
             * Format: uri
             * @description An absolute https URL: after a submission on the fill page, 303 there instead of the thank-you page. The JSON intake is not affected.
             * @example null
             */
            redirect_url: string | null;
            /**
             * @description Active members of the workspace emailed about every new response (subject "New response to <form title>")
             * @example [
             *       "ada@example.com"
             *     ]
             */
            notification_emails: string[];
            /**
             * @description The slug of an `email` question: the address given in that answer gets a copy of the response (subject "Your response to <form title>")
             * @example null
             */
            confirmation_email_question: string | null;
            /**
             * @description On a form with pages, each step of the fill page keeps the answers so far as the visit's partial response (listed under partial_responses, never a submission) and offers a link to continue later
             * @example false
             */
            save_partial_responses: boolean;
            /**
             * @description Days a partial response is kept after its last step
             * @example 30
             */
            partial_response_days: number;
        };
        /** @description Every field optional: the fields given replace those settings, the others keep their values. */
        FormSettingsInput: {
            /**
             * Format: date-time
             * @description A new date must be in the future (the stored one is taken back as it is, even once passed); null removes the closing date
             * @example 2026-03-14T09:26:53Z
             */
            closes_at?: string | null;
            /** @description null removes the limit */
            max_submissions?: number | null;
            /** @description Trimmed */
            closed_message?: string;
            /** @description Trimmed; plain text */
            thank_you_message?: string;
            /**
             * Format: uri
             * @description Absolute https URL; null removes it
             */
            redirect_url?: string | null;
            /** @description Emails of active members; replaces the list */
            notification_emails?: string[];
            /** @description The slug of an email question of the form; null for none */
            confirmation_email_question?: string | null;
            /** @description Turning it off deletes the partial responses kept so far */
            save_partial_responses?: boolean;
            /** @description From 1 to 365 */
            partial_response_days?: number;
        };
        /** @description The form's own look over the workspace's brand: the fields given replace the brand's, the others follow the brand. Its colours are checked for contrast as they will be shown (over the brand), with the brand's rule. */
        FormThemeInput: {
            colors?: components["schemas"]["BrandColorChanges"];
            /**
             * @description A font the browser already has (nothing is downloaded); default system
             * @example system
             * @enum {string}
             */
            font?: "system" | "serif" | "rounded" | "mono";
            /**
             * @description The corners of fields and buttons; default rounded
             * @example rounded
             * @enum {string}
             */
            corners?: "square" | "rounded" | "pill";
        };
        /** @description A form with the fields of Form, its questions, hidden fields and settings. */
        FormV2: {
            /**
             * Format: uuid
             * @example 3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e
             */
            id: string;
            /** @example Customer satisfaction survey */
            title: string;
            /** @example false */
            is_published: boolean;
            /**
             * @description Derived: archived when is_archived, else published when is_published, else unpublished once it was ever published, else draft
             * @example draft
             * @enum {string}
             */
            state: "draft" | "published" | "unpublished" | "archived";
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
            /** @example 0 */
            submissions_count: number;
            /**
             * Format: uri
             * @description {base_url}/forms/{id}
             * @example http://acme.localhost:3000/forms/3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e
             */
            attempt_url: string;
            /** @example false */
            is_archived: boolean;
            /** @example false */
            is_disabled: boolean;
            /** @example false */
            is_suspended: boolean;
            /**
             * @description Email of the creator
             * @example ada@example.com
             */
            created_by: string;
            /**
             * @description The live content's version: 1 when created, one more for each change of title, questions, hidden fields or settings (flags make none)
             * @example 3
             */
            version: number;
            /** @description Ordered by position */
            questions: components["schemas"]["Question"][];
            /**
             * @description Names taken from the fill page query string
             * @example [
             *       "utm_source"
             *     ]
             */
            hidden_fields: string[];
            /** @description Every field always present */
            settings: components["schemas"]["FormSettings"];
            /** @description The form's own colours, font and corners over the workspace's brand (only the fields it sets); null (the default): the brand alone */
            theme: {
                /** @description The colours it sets; the others are the brand's */
                colors?: {
                    /**
                     * @description The page's background; default #ffffff
                     * @example #ffffff
                     */
                    background?: string;
                    /**
                     * @description Text, at least 4.5:1 against the background; default #111827
                     * @example #111827
                     */
                    text?: string;
                    /**
                     * @description Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default #1d4ed8
                     * @example #1d4ed8
                     */
                    accent?: string;
                };
                /**
                 * @description A font the browser already has (nothing is downloaded); default system
                 * @example system
                 * @enum {string}
                 */
                font?: "system" | "serif" | "rounded" | "mono";
                /**
                 * @description The corners of fields and buttons; default rounded
                 * @example rounded
                 * @enum {string}
                 */
                corners?: "square" | "rounded" | "pill";
            } | null;
        };
        FormV2Envelope: {
            form: components["schemas"]["FormV2"];
        };
        /** @description One version of a form with its content exactly as it was. */
        FormVersion: {
            /** @example 2 */
            version: number;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            created_by: components["schemas"]["ContentAuthor"];
            /** @description What differs from the version before; [] for version 1 */
            changes: components["schemas"]["ContentChange"][];
            form: components["schemas"]["FormContent"];
        };
        FormVersionEnvelope: {
            version: components["schemas"]["FormVersion"];
        };
        FormVersionList: {
            /** @description Newest first */
            versions: components["schemas"]["FormVersionSummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One version of a form as its history lists it: who, when and what changed. */
        FormVersionSummary: {
            /** @example 2 */
            version: number;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            created_by: components["schemas"]["ContentAuthor"];
            /** @description What differs from the version before; [] for version 1 */
            changes: components["schemas"]["ContentChange"][];
        };
        FunnelStep: {
            /**
             * @description The page, 1 for the first
             * @example 2
             */
            page: number;
            /**
             * @description The page break's label; the form's title for page 1
             * @example Your visit
             */
            title: string;
            /**
             * @description Page 1: the views of the fill page. A later page: the times a respondent was shown it after posting the page before it, once per visit however often they went Back and forward again; a page its conditions skipped is not reached.
             * @example 640
             */
            reached: number;
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok";
        };
        /** @description One recent non-blank text answer. */
        LatestAnswer: {
            /** Format: uuid */
            submission_id: string;
            /** @example The form was easy to fill in. */
            value: string;
            /**
             * Format: date-time
             * @description When the submission was made
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
        };
        Me: {
            workspace: components["schemas"]["MeWorkspace"];
            api_key: components["schemas"]["MeApiKey"];
        };
        /** @description The key that made the request (never its secret) */
        MeApiKey: {
            /**
             * Format: uuid
             * @example 3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10
             */
            id: string;
            /**
             * @description The public part of the key (`fsk_<prefix>_...`)
             * @example k3j5h2g8d9s1
             */
            prefix: string;
            /**
             * @description `read` keys get 403 on every POST, PATCH and DELETE
             * @example write
             * @enum {string}
             */
            scope: "read" | "write";
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description null: the key never expires
             * @example null
             */
            expires_at: string | null;
        };
        /** @description The workspace the key belongs to */
        MeWorkspace: {
            /**
             * Format: uuid
             * @example 5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c
             */
            id: string;
            /** @example acme */
            subdomain: string;
            /** @example Acme Inc. */
            name: string;
            /**
             * Format: int64
             * @description Bytes of the files the workspace stores: every whole upload, whether a submission uses it yet or not
             * @example 12897484
             */
            storage_bytes: number;
        };
        /** @description The outcome of an operation that returns no resource. */
        Message: {
            message: string;
        };
        NewFormV2: {
            /**
             * @description Trimmed; 1-255 characters
             * @example Customer satisfaction survey
             */
            title: string;
            /**
             * Format: email
             * @description Email of an active team member; defaults to the most recently created active Admin
             * @example ada@example.com
             */
            created_by_email?: string;
            /** @description At most 200; default [] */
            questions?: components["schemas"]["NewQuestion"][];
            /** @description At most 20 distinct names; default [] */
            hidden_fields?: string[];
            /** @description Closing rules, endings and emails; each field optional */
            settings?: components["schemas"]["FormSettingsInput"];
            /** @description Replaces the whole theme (the fields it leaves out follow the brand); null: the brand alone */
            theme?: components["schemas"]["FormThemeInput"] | null;
        };
        /** @description A question as written: the slug is derived from the label when omitted. A `page_break` item (its label titles the page it starts) takes no answer: required false, no options or scale; a form cannot begin or end with one, two cannot be adjacent, and a form has at most 20 pages. */
        NewQuestion: {
            /** @enum {string} */
            kind: "short_text" | "long_text" | "email" | "number" | "phone" | "url" | "date" | "single_choice" | "multiple_choice" | "dropdown" | "rating" | "yes_no" | "file_upload" | "page_break";
            /** @description Trimmed */
            label: string;
            slug?: string;
            /** @default false */
            required?: boolean;
            /** @description single_choice, multiple_choice, dropdown: 2-100 distinct labels */
            options?: string[];
            /** @description rating only; default 5 */
            scale?: number | null;
            /**
             * @description file_upload only: the largest file in MB (1,048,576 bytes)
             * @default 10
             */
            max_size_mb?: number;
            /** @description file_upload only: up to 20 lower-case extensions such as ".pdf"; default [] (any file) */
            accepted_types?: string[];
            /** @description Show (and ask) this item only when the conditions hold; absent or null: always */
            visible_if?: components["schemas"]["VisibleIf"] | null;
        };
        NewWebhook: {
            /**
             * @description A form of this workspace: only its submission.* and form.* events are sent (team_member.* never). null: every form's
             * @example null
             */
            form_id?: string | null;
            /**
             * @description Free text for people; default ""
             * @example CRM sync
             */
            description?: string;
            /**
             * @description Inactive endpoints get nothing; default true
             * @example true
             */
            is_active?: boolean;
            /**
             * Format: uri
             * @description Absolute http or https URL. Its host must be and resolve to public addresses (checked again at each delivery) unless the service runs with WEBHOOK_ALLOW_PRIVATE=true
             * @example https://example.com/hooks/forms
             */
            url: string;
            /**
             * @description The events to receive: a non-empty list without repeats
             * @example [
             *       "submission.created",
             *       "form.updated"
             *     ]
             */
            events: ("submission.created" | "submission.deleted" | "form.created" | "form.updated" | "team_member.added" | "team_member.updated" | "team_member.removed")[];
        };
        /** @description number: the smallest, largest and average answer. */
        NumberQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "number";
            /** @example 1 */
            min: number | null;
            /** @example 250 */
            max: number | null;
            /**
             * @description Rounded to 2 decimals; null without answers
             * @example 125.5
             */
            average: number | null;
        };
        /** @description How many submissions of the range picked one label. */
        OptionCount: {
            /** @example Basic */
            label: string;
            /** @example 900 */
            count: number;
            /**
             * @description Present (true) on a label found in answers that is no longer one of the options (removed or renamed)
             * @enum {boolean}
             */
            retired?: true;
        };
        Pagination: {
            /**
             * @description Items across all pages
             * @example 42
             */
            total_records: number;
            /**
             * @description ceil(total_records / page_size); 0 for an empty list
             * @example 2
             */
            total_pages: number;
            /** @example 1 */
            current_page_number: number;
            /**
             * @description The page size actually used
             * @example 30
             */
            page_size: number;
        };
        /** @description The answers a visit of the fill page gave so far, kept at each step of a form with pages while its settings save partial responses. Not a submission: counted nowhere, never sent to webhooks or emails; it becomes the submission when the visit submits. */
        PartialResponse: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description The first step stored
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description The last step stored
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
            /**
             * @description The page the visit was last shown (1-based, among all pages)
             * @example 2
             */
            last_page: number;
            /** @description Each question answered so far, in a submission's shape */
            responses: components["schemas"]["SubmissionResponse"][];
        };
        PartialResponseEnvelope: {
            partial_response: components["schemas"]["PartialResponse"];
        };
        PartialResponseList: {
            /** @description The most recently active first */
            partial_responses: components["schemas"]["PartialResponse"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One question of a form. */
        Question: {
            /**
             * Format: uuid
             * @description Stable across edits
             */
            id: string;
            /**
             * @example single_choice
             * @enum {string}
             */
            kind: "short_text" | "long_text" | "email" | "number" | "phone" | "url" | "date" | "single_choice" | "multiple_choice" | "dropdown" | "rating" | "yes_no" | "file_upload" | "page_break";
            /** @example Which plan do you use? */
            label: string;
            /**
             * @description Unique within the form: the answer key
             * @example plan
             */
            slug: string;
            /**
             * @description 1..n in the form, without gaps
             * @example 1
             */
            position: number;
            /** @example true */
            required: boolean;
            /**
             * @description Choice kinds only; [] otherwise
             * @example [
             *       "Basic",
             *       "Pro"
             *     ]
             */
            options: string[];
            /**
             * @description rating only (answers 1..scale); null otherwise
             * @example null
             */
            scale: number | null;
            /**
             * @description file_upload only (absent on other kinds): the largest file in MB (1,048,576 bytes)
             * @example 10
             */
            max_size_mb?: number;
            /**
             * @description file_upload only (absent on other kinds): the extensions accepted, lower case; [] accepts any file
             * @example [
             *       ".pdf",
             *       ".png"
             *     ]
             */
            accepted_types?: string[];
            /** @description Present only on an item shown under conditions; absent when it is always shown */
            visible_if?: components["schemas"]["VisibleIf"];
        };
        /** @description A question in a PATCH: with the id of an existing question to keep it, without to add one. */
        QuestionChange: {
            /** @enum {string} */
            kind: "short_text" | "long_text" | "email" | "number" | "phone" | "url" | "date" | "single_choice" | "multiple_choice" | "dropdown" | "rating" | "yes_no" | "file_upload" | "page_break";
            /** @description Trimmed */
            label: string;
            slug?: string;
            /** @default false */
            required?: boolean;
            /** @description single_choice, multiple_choice, dropdown: 2-100 distinct labels */
            options?: string[];
            /** @description rating only; default 5 */
            scale?: number | null;
            /**
             * @description file_upload only: the largest file in MB (1,048,576 bytes)
             * @default 10
             */
            max_size_mb?: number;
            /** @description file_upload only: up to 20 lower-case extensions such as ".pdf"; default [] (any file) */
            accepted_types?: string[];
            /** @description Show (and ask) this item only when the conditions hold; absent or null: always */
            visible_if?: components["schemas"]["VisibleIf"] | null;
            /** Format: uuid */
            id?: string;
        };
        /** @description How many submissions of the range gave one rating. */
        RatingCount: {
            /** @example 4 */
            value: number;
            /** @example 120 */
            count: number;
        };
        /** @description rating: the distribution over 1..scale and the average. */
        RatingQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "rating";
            /** @description One entry per value 1..scale, zeros included */
            distribution: components["schemas"]["RatingCount"][];
            /**
             * @description Of the distribution, rounded to 2 decimals; null without answers
             * @example 4.27
             */
            average: number | null;
        };
        RemoveTeamMembersRequest: {
            /**
             * @description Emails of the members to remove. All must be members (404 otherwise) and an active Admin must remain (422 otherwise); else nobody is removed.
             * @example [
             *       "grace@example.com"
             *     ]
             */
            emails: string[];
        };
        ResponseSummary: {
            /** Format: uuid */
            form_id: string;
            /**
             * Format: date-time
             * @description The since asked for (inclusive), or null
             * @example 2026-03-14T09:26:53Z
             */
            since: string | null;
            /**
             * Format: date-time
             * @description The until asked for (exclusive), or null
             * @example 2026-03-14T09:26:53Z
             */
            until: string | null;
            /**
             * @description Submissions created in the range
             * @example 1520
             */
            submissions: number;
            /** @description The form's current questions in order, each with the figures of its kind */
            questions: (components["schemas"]["ChoiceQuestionSummary"] | components["schemas"]["RatingQuestionSummary"] | components["schemas"]["NumberQuestionSummary"] | components["schemas"]["DateQuestionSummary"] | components["schemas"]["TextQuestionSummary"] | components["schemas"]["FileQuestionSummary"])[];
        };
        ResponseSummaryEnvelope: {
            summary: components["schemas"]["ResponseSummary"];
        };
        /** @description A submission of a form: when it was made, its hidden field values, the client it came from and its answers. */
        Submission: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * @example [
             *       {
             *         "field": "satisfaction",
             *         "value": "Very satisfied"
             *       }
             *     ]
             */
            field_values: {
                [key: string]: unknown;
            }[];
            user_agent: components["schemas"]["UserAgent"];
            responses: components["schemas"]["SubmissionResponse"][];
        };
        SubmissionEnvelope: {
            submission: components["schemas"]["SubmissionV2"];
        };
        SubmissionListV1: {
            /** @description Newest first */
            submissions: components["schemas"]["Submission"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description Submissions of the form across all pages
             * @example 42
             */
            total_count: number;
        };
        SubmissionListV2: {
            /** @description Newest first, or oldest first with order=oldest */
            submissions: components["schemas"]["SubmissionV2"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description Submissions the filter selects, across all pages
             * @example 42
             */
            total_count: number;
        };
        SubmissionRequest: {
            /**
             * @description Answers by question slug: a string; a number for number and rating; a boolean for yes_no; option labels for multiple_choice
             * @example {
             *       "name": "Ada",
             *       "plan": "Pro",
             *       "age": 36,
             *       "newsletter": true,
             *       "topics": [
             *         "Billing",
             *         "API"
             *       ]
             *     }
             */
            responses?: {
                [key: string]: string | number | boolean | string[];
            };
            /**
             * @description Values of the form's hidden fields, by name
             * @example {
             *       "utm_source": "newsletter"
             *     }
             */
            field_values?: {
                [key: string]: string;
            };
            /**
             * @description The form version the respondent was shown (the form's `version`): the answers are checked on it and the submission records it. Accepted when it is the current version or was replaced less than 24 hours ago; absent: the current version.
             * @example 3
             */
            form_version?: number;
        };
        /** @description One answer of a submission: the question it answers (slug, label, kind, position) and the value given. */
        SubmissionResponse: {
            /** Format: uuid */
            id: string;
            /** @example How satisfied are you? */
            label: string;
            /**
             * @description 1..n in question order
             * @example 1
             */
            position: number;
            /** @example multiple_choice */
            kind: string;
            /** @example satisfaction */
            slug: string;
            /** @example Very satisfied */
            value: string;
        };
        /** @description A submission as v2 shows it: the fields of Submission and the form version it answered. */
        SubmissionV2: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * @example [
             *       {
             *         "field": "satisfaction",
             *         "value": "Very satisfied"
             *       }
             *     ]
             */
            field_values: {
                [key: string]: unknown;
            }[];
            user_agent: components["schemas"]["UserAgent"];
            responses: components["schemas"]["SubmissionResponse"][];
            /**
             * @description The version of the form the submission answered (1 for those stored before forms had versions)
             * @example 2
             */
            form_version: number;
        };
        TeamMemberEnvelopeV1: {
            team_member: components["schemas"]["TeamMemberV1"];
        };
        TeamMemberEnvelopeV2: {
            team_member: components["schemas"]["TeamMemberV2"];
        };
        TeamMemberListV1: {
            /** @description Oldest first, inactive members included */
            team_members: components["schemas"]["TeamMemberV1"][];
            pagination: components["schemas"]["Pagination"];
        };
        TeamMemberListV2: {
            /** @description Oldest first, inactive members included (see active) */
            team_members: components["schemas"]["TeamMemberV2"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A team member in the v1 shape: the fields both versions show, with created_at and updated_at. */
        TeamMemberV1: {
            /**
             * Format: uuid
             * @example 9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b
             */
            id: string;
            /** @example ada@example.com */
            email: string;
            /**
             * @description "" until the member sets it
             * @example Ada
             */
            first_name: string;
            /**
             * @description "" until the member sets it
             * @example Lovelace
             */
            last_name: string;
            /**
             * @description IANA time zone name
             * @example Europe/Berlin
             */
            time_zone: string;
            /**
             * @description One of the workspace roles (case sensitive)
             * @example Standard
             */
            organization_role: string;
            /** @example true */
            active: boolean;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
        };
        /** @description A team member in the v2 shape: the fields both versions show, with profile_image_url and no timestamps. */
        TeamMemberV2: {
            /**
             * Format: uuid
             * @example 9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b
             */
            id: string;
            /** @example ada@example.com */
            email: string;
            /**
             * @description "" until the member sets it
             * @example Ada
             */
            first_name: string;
            /**
             * @description "" until the member sets it
             * @example Lovelace
             */
            last_name: string;
            /**
             * @description IANA time zone name
             * @example Europe/Berlin
             */
            time_zone: string;
            /**
             * @description One of the workspace roles (case sensitive)
             * @example Standard
             */
            organization_role: string;
            /** @example true */
            active: boolean;
            /**
             * @description "" when the member has no picture
             * @example
             */
            profile_image_url: string;
        };
        /** @description short_text, long_text, email, phone and url: the latest answers. */
        TextQuestionSummary: {
            /** @description The question's id: its counts follow it through renames and slug changes */
            id: string;
            /** @example plan */
            slug: string;
            /** @example Plan */
            label: string;
            /**
             * @description Submissions of the range with a non-blank answer to it
             * @example 1490
             */
            answered: number;
            /**
             * @description Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)
             * @example 12
             */
            skipped: number;
            /** @enum {string} */
            kind: "short_text" | "long_text" | "email" | "phone" | "url";
            /** @description The 5 most recent non-blank answers of the range, newest first */
            latest: components["schemas"]["LatestAnswer"][];
        };
        UpdateBrandRequest: {
            brand: components["schemas"]["BrandChanges"];
        };
        UpdateDraftRequest: {
            draft: components["schemas"]["DraftChange"];
        };
        UpdateFormRequest: {
            form: components["schemas"]["FormChange"];
        };
        UpdateTeamMemberRequest: {
            /** @example Ada */
            first_name?: string;
            /** @example Lovelace */
            last_name?: string;
            /**
             * @description IANA time zone name
             * @example Europe/Berlin
             */
            time_zone?: string;
            /**
             * Format: email
             * @description Must stay unique in the workspace
             * @example ada@example.com
             */
            email?: string;
            /**
             * @description One of the workspace roles, case sensitive
             * @example Admin
             */
            organization_role?: string;
            /** @example false */
            active?: boolean;
        };
        UpdateWebhookRequest: {
            webhook: components["schemas"]["WebhookChanges"];
        };
        /** @description A file uploaded for a file question, not yet used by a submission. */
        Upload: {
            /**
             * Format: uuid
             * @description The answer to the file question in the submission's responses
             */
            id: string;
            /**
             * @description The file name as sent (its last path segment, at most 255 characters)
             * @example cv.pdf
             */
            name: string;
            /**
             * @description Bytes
             * @example 48213
             */
            size: number;
            /**
             * @description The media type the client declared (application/octet-stream when none)
             * @example application/pdf
             */
            content_type: string;
        };
        UploadEnvelope: {
            upload: components["schemas"]["Upload"];
        };
        /** @description The client a submission was made with: its browser and version, operating system, device and IP address. */
        UserAgent: {
            /** Format: uuid */
            id: string;
            /** @example Firefox */
            name: string;
            /** @example 133.0 */
            version: string;
            /** @example 203.0.113.7 */
            ip_address: string;
            /** @example ThinkPad X1 */
            device_name: string;
            /** @example desktop */
            device_type: string;
            /** @example Windows */
            operating_system: string;
            /** @example 11 */
            operating_system_version: string;
            /**
             * Format: uuid
             * @description The id of the submission
             */
            submission_id: string;
            /**
             * Format: date-time
             * @description The submission time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description The submission time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
        };
        /** @description The item is shown (and asked) only when all or any of its conditions hold. A page break that is not shown hides its whole page; a question not shown is not asked and its response is stored as "". */
        VisibleIf: {
            /**
             * @example all
             * @enum {string}
             */
            match: "all" | "any";
            conditions: components["schemas"]["Condition"][];
        };
        Webhook: {
            /**
             * Format: uuid
             * @example 0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b
             */
            id: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed
             * @example https://example.com/hooks/forms
             */
            url: string;
            /**
             * @description The events this endpoint receives
             * @example [
             *       "submission.created",
             *       "form.updated"
             *     ]
             */
            events: ("submission.created" | "submission.deleted" | "form.created" | "form.updated" | "team_member.added" | "team_member.updated" | "team_member.removed")[];
            /**
             * @description A form of this workspace: only its submission.* and form.* events are sent (team_member.* never). null: every form's
             * @example null
             */
            form_id: string | null;
            /** @example CRM sync */
            description: string;
            /**
             * @description false after 5 days in which every attempt failed, or when set so
             * @example true
             */
            is_active: boolean;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            updated_at: string;
        };
        /** @description The fields to change; the others keep their values. */
        WebhookChanges: {
            /**
             * @description A form of this workspace: only its submission.* and form.* events are sent (team_member.* never). null: every form's
             * @example null
             */
            form_id?: string | null;
            /**
             * @description Free text for people; default ""
             * @example CRM sync
             */
            description?: string;
            /**
             * @description Inactive endpoints get nothing; default true
             * @example true
             */
            is_active?: boolean;
            /**
             * Format: uri
             * @description Absolute http or https URL. Its host must be and resolve to public addresses (checked again at each delivery) unless the service runs with WEBHOOK_ALLOW_PRIVATE=true
             * @example https://example.com/hooks/forms
             */
            url?: string;
            /**
             * @description The events to receive: a non-empty list without repeats
             * @example [
             *       "submission.created",
             *       "form.updated"
             *     ]
             */
            events?: ("submission.created" | "submission.deleted" | "form.created" | "form.updated" | "team_member.added" | "team_member.updated" | "team_member.removed")[];
        };
        /** @description One event on its way to one endpoint, with the outcome of its attempts. */
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description Also the webhook-id header of every attempt
             * @example 5c2d9f1e-8b3a-4c7d-a6e5-f4d3c2b1a098
             */
            id: string;
            /**
             * Format: uuid
             * @description The same for every endpoint that receives the event
             * @example e1d2c3b4-a596-4877-8a9b-0c1d2e3f4a5b
             */
            event_id: string;
            /**
             * @example submission.created
             * @enum {string}
             */
            event_type: "submission.created" | "submission.deleted" | "form.created" | "form.updated" | "team_member.added" | "team_member.updated" | "team_member.removed";
            /**
             * @description failed: no 2xx in more than 24 hours of attempts
             * @example succeeded
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description Attempts made so far
             * @example 1
             */
            attempts: number;
            /**
             * @description Status of the last answer; null when none came
             * @example 200
             */
            last_status_code: number | null;
            /**
             * @description Why the last attempt failed; "" when none did
             * @example
             */
            last_error: string;
            /**
             * Format: date-time
             * @description When a pending delivery is attempted next; null otherwise
             * @example 2026-03-14T09:26:53Z
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When a 2xx answer came; null until then
             * @example 2026-03-14T09:26:53Z
             */
            delivered_at: string | null;
        };
        WebhookDeliveryEnvelope: {
            delivery: components["schemas"]["WebhookDelivery"];
        };
        WebhookDeliveryList: {
            /** @description Newest first */
            deliveries: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEnvelope: {
            webhook: components["schemas"]["Webhook"];
        };
        WebhookList: {
            /** @description Oldest first */
            webhooks: components["schemas"]["Webhook"][];
            pagination: components["schemas"]["Pagination"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    v1ListForms: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of forms */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormListV1"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v1ListSubmissions: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionListV1"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v1ListTeamMembers: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of team members */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberListV1"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v1AddTeamMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTeamMembersRequest"];
            };
        };
        responses: {
            /** @description The members were added */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Users were added successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field: a bad or missing email, more than 100 emails, an unknown role, an inviter who is not an active Admin, an unknown field */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v1RemoveTeamMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveTeamMembersRequest"];
            };
        };
        responses: {
            /** @description The members were removed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Team member has been removed"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or an email that belongs to no member */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field, or the removal would leave the workspace without an active Admin */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v1UpdateTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a team member of this workspace */
                team_member_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateTeamMemberRequest"];
            };
        };
        responses: {
            /** @description The member as updated */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description RFC 9745: v1 is deprecated since this date (@1767225600 is 2026-01-01T00:00:00Z) */
                    Deprecation?: string;
                    /** @description The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation") */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberEnvelopeV1"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such team member in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field, or the change would leave the workspace without an active Admin */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2UpdateBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBrandRequest"];
            };
        };
        responses: {
            /** @description The brand as changed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A colour people could not read, a malformed value or an unknown field; nothing is changed */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2SetBrandLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG, JPEG or WebP image, at most 512 KiB and 2000 pixels a side
                     */
                    file: string;
                    /**
                     * @description What the logo says, for people who cannot see it
                     * @example Acme
                     */
                    alt: string;
                };
            };
        };
        responses: {
            /** @description The brand with its new logo */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
                };
            };
            /** @description The body is not valid multipart/form-data */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The multipart body could not be read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not multipart/form-data */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be multipart/form-data"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is not an image a logo may be, or too large; the alt text is missing or too long. Nothing is stored */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2RemoveBrandLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand without a logo */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2DownloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an upload, the last segment of a file question's response value */
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description attachment; filename="<original name>"; filename*=UTF-8''<the name, percent-encoded> */
                    "Content-Disposition"?: string;
                    /** @description sandbox: opened anyway, the file runs nothing */
                    "Content-Security-Policy"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such file in it (another workspace's file included) */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListForms: {
        parameters: {
            query?: {
                /** @description Only forms in this state; pagination and total_count count those */
                state?: "draft" | "published" | "unpublished" | "archived";
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of forms */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormListV2"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2CreateForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description 1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFormRequest"];
            };
        };
        responses: {
            /** @description The created form */
            201: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A request with this Idempotency-Key is in progress"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field: a missing or blank title, a creator who is not an active member, a bad question or hidden field, an unknown field; or an Idempotency-Key that is malformed or was used with another request */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2UpdateForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of the form as the editor saw it */
                "If-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFormRequest"];
            };
        };
        responses: {
            /** @description The form as changed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match no longer names the current form */
            412: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The form was changed by someone else"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field, an unknown question id, publishing without questions, publishing or re-writing an archived form */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormAnalytics: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive); default: 30 days before until */
                since?: string;
                /** @description End of the range (exclusive); default: the end of the current second */
                until?: string;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form's analytics over the range */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormAnalyticsEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A malformed since or until, since later than until, or a range longer than 366 days */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDraftEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2DiscardFormDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft is gone */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Draft discarded"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2UpdateFormDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description `*`: start a draft only if the form has none (a draft someone else started is not replaced: 412) */
                "If-None-Match"?: "*";
                /** @description The ETag of the draft as the editor saw it */
                "If-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDraftRequest"];
            };
        };
        responses: {
            /** @description The draft as changed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDraftEnvelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match no longer names the current draft, or If-None-Match: * found a draft already started */
            412: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field, an unknown question id, an unknown field (flags are not part of a draft) */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormDraftImpact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes that touch stored answers; [] when none does */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "impact": [
                     *         {
                     *           "question_id": "0d8a7f3c-5b1e-4e2a-9c6d-7f1b2a3c4d5e",
                     *           "label": "Plan",
                     *           "change": "options_removed",
                     *           "answered": 12,
                     *           "text": "12 responses chose \"Team\" in \"Plan\"; they keep their answers"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DraftImpact"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2PublishFormDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description 1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form at its new version */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The live form got a version since the draft started (published, restored or patched) */
            409: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The form changed since this draft was started"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field; or an Idempotency-Key that is malformed or was used with another request */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormFunnel: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive); default: 30 days before until */
                since?: string;
                /** @description End of the range (exclusive); default: the end of the current second */
                until?: string;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form's funnel over the range */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormFunnelEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A malformed since or until, since later than until, or a range longer than 366 days */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListPartialResponses: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
                /** @description Only partial responses last changed before this instant */
                until?: string;
                /** @description Only partial responses last changed at or after this instant */
                since?: string;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of partial responses */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartialResponseList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetPartialResponse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description Id of a partial response of that form */
                partial_response_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partial response */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartialResponseEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or partial response of that form */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2DeletePartialResponse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description Id of a partial response of that form */
                partial_response_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partial response was erased */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Partial response deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or partial response of that form (also: already deleted) */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListSubmissions: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
                /** @description newest first (default) or oldest first */
                order?: "newest" | "oldest";
                /** @description Only submissions created before this instant */
                until?: string;
                /** @description Only submissions created at or after this instant */
                since?: string;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionListV2"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ExportSubmissions: {
        parameters: {
            query?: {
                /** @description csv (default) or xlsx */
                format?: "csv" | "xlsx";
                /** @description Only submissions created at or after this instant */
                since?: string;
                /** @description Only submissions created before this instant */
                until?: string;
                /** @description oldest first (default) or newest first */
                order?: "oldest" | "newest";
            };
            header?: never;
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description attachment; filename="<title as a-z0-9->-submissions-<YYYY-MM-DD>.csv" (or .xlsx) and filename*=UTF-8''<the title in UTF-8>... */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A malformed parameter, or since later than until */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The workspace already runs 2 exports, or already runs one while another workspace needs the place, or the service runs as many as it has connections set aside for (or the caller has used its quota); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many exports running for this workspace, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetSubmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description Id of a submission of that form */
                submission_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or submission of that form */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2DeleteSubmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description Id of a submission of that form */
                submission_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission was erased */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Submission deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or submission of that form (also: already deleted) */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormSummary: {
        parameters: {
            query?: {
                /** @description Only submissions created at or after this instant */
                since?: string;
                /** @description Only submissions created before this instant */
                until?: string;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseSummaryEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description since or until is not a UTC timestamp YYYY-MM-DDTHH:MM:SSZ, or since is later than until */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormVersions: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of versions */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "created_at": "2026-11-27T10:15:00Z",
                     *           "created_by": {
                     *             "type": "member",
                     *             "id": "9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23",
                     *             "label": "ada@example.com"
                     *           },
                     *           "changes": [
                     *             {
                     *               "type": "question_changed",
                     *               "question_id": "0d8a7f3c-5b1e-4e2a-9c6d-7f1b2a3c4d5e",
                     *               "text": "Removed option \"Team\" from \"Plan\""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "version": 1,
                     *           "created_at": "2026-11-20T09:00:00Z",
                     *           "created_by": {
                     *             "type": "member",
                     *             "id": "9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23",
                     *             "label": "ada@example.com"
                     *           },
                     *           "changes": []
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "total_records": 2,
                     *         "total_pages": 1,
                     *         "current_page_number": 1,
                     *         "page_size": 30
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FormVersionList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetFormVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description A version number of the form, from 1 */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormVersionEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or version of the form */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2RestoreFormVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description 1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
                /** @description A version number of the form, from 1 */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft, now holding that version's content */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDraftEnvelope"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or version of the form */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A request with this Idempotency-Key is in progress"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field; or an Idempotency-Key that is malformed or was used with another request */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace and the key */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workspace": {
                     *         "id": "5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c",
                     *         "subdomain": "acme",
                     *         "name": "Acme Inc.",
                     *         "storage_bytes": 12897484
                     *       },
                     *       "api_key": {
                     *         "id": "3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10",
                     *         "prefix": "k3j5h2g8d9s1",
                     *         "scope": "read",
                     *         "created_at": "2026-03-14T09:26:53Z",
                     *         "expires_at": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListTeamMembers: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of team members */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberListV2"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of an active team member of this workspace */
                team_member_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team member */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberEnvelopeV2"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no active team member with this id in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListWebhooks: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2CreateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description 1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The created webhook with its secret */
            201: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEnvelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Workspace not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A request with this Idempotency-Key is in progress"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field: a URL that is not absolute http(s) or not public, unknown or repeated events, an empty list, a form of another workspace, an unknown field; or the workspace has its 25 webhooks already ("A workspace has at most 25 webhooks; delete one to add another"); or an Idempotency-Key that is malformed or was used with another request */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2GetWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a webhook of this workspace */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2DeleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a webhook of this workspace */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook was deleted */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Webhook deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2UpdateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a webhook of this workspace */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook as changed */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field, as for creation */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2ListWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page to return, from 1. A page past the last is an empty list with the true totals. */
                page_number?: number;
                /** @description Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used). */
                page_size?: number;
            };
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Id of a webhook of this workspace */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Strong validator of this response body: it changes whenever anything the response shows changes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "page_size must be an integer of at least 1"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    v2RetryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
                /** @description 1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Id of a webhook of this workspace */
                webhook_id: string;
                /** @description Id of a delivery of this webhook */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again */
            202: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelope"];
                };
            };
            /** @description The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Could not authenticate, invalid API Key"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API key is a read key: it may only GET */
            403: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This API key can only read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, webhook or delivery of the webhook */
            404: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The delivery carried a submission that was deleted since (nothing of it is left to send), or a request with the same Idempotency-Key is in progress */
            409: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An invalid field; or an Idempotency-Key that is malformed or was used with another request */
            422: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    /** @description Seconds until the quota is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    /** @description The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off) */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of the quota (r) and the seconds until it is whole again (t) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The logo's content hash (SHA-256, hex) and its extension */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    "Cache-Control"?: string;
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description No such workspace, or the address is not its current logo's (a logo replaced since included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSubmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionRequest"];
            };
        };
        responses: {
            /** @description The stored submission */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionEnvelope"];
                };
            };
            /** @description The body is not valid JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Malformed JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A request with this Idempotency-Key is in progress"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must not exceed 1048576 bytes (1 MB)"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A body was sent with a Content-Type other than application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The form is not accepting responses, an answer does not fit its question, an unknown slug or hidden field, a bad Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many submissions from this address; Retry-After says in how many seconds (1-60) */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many submissions, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submissionPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any origin may post here */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests to this workspace's public routes from this address (PUBLIC_RATE_LIMIT a minute); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description The slug of a file question of the form; sent before file
                     * @example cv
                     */
                    question: string;
                    /**
                     * Format: binary
                     * @description The file, with its name in the part's Content-Disposition
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored upload */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upload": {
                     *         "id": "0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3",
                     *         "name": "cv.pdf",
                     *         "size": 48213,
                     *         "content_type": "application/pdf"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UploadEnvelope"];
                };
            };
            /** @description The body is not valid multipart/form-data */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The multipart body could not be read"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such form in it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Accept header does not admit application/json */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Accept must admit application/json, the only media type this API produces"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is larger than its question's max_size_mb */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file must be at most 10 MB"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be multipart/form-data"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The form is not accepting responses, the question is not a file question of the form, the file is empty or of an extension the question does not accept */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many submissions and uploads from this address in the last minute; or the file would take the workspace past the bytes it may hold in uploads no submission uses yet, or this client (its address; IPv6: its /64) past the bytes it may upload in an hour. Checked on the declared Content-Length before anything is stored, then on the bytes as they arrive: nothing of a refused file is kept, and the rest of the body is not read. Retry-After says in how many seconds to try again. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the service (logged); never caused by client input */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any origin may post here */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests to this workspace's public routes from this address (PUBLIC_RATE_LIMIT a minute); Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the budget is whole again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests, try again later"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    healthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The request headers are larger than the server reads (16 KB in all) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request headers too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The request headers are larger than the server reads (16 KB in all) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request headers too large"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer, or the process is shutting down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

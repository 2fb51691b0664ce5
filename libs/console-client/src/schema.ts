// Generated from the service's OpenAPI document by `npm run -s console-client`. Do not edit: change the
// controllers and DTOs, then regenerate (a test fails while this file and the document disagree).

export interface paths {
    "/api/console/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log, newest first
         * @description Who changed what in the workspace, whichever interface made the change (the console, the external API, the command line): API keys, team members, roles, forms, submissions, webhooks and sign-ins. Admins only.
         */
        get: operations["consoleListActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every API key of the workspace, oldest first
         * @description Each key with its name, prefix, scope, expiry and last use; the secret itself is never shown after creation.
         */
        get: operations["consoleListApiKeys"];
        put?: never;
        /**
         * Make an API key
         * @description The secret is in this response only; the key works on the external API at once.
         */
        post: operations["consoleCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key: it stops working at once
         * @description Only Admins may revoke; the key stays in the list with revoked_at set, and a revoked key cannot be restored.
         */
        delete: operations["consoleRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/brand": {
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
        get: operations["consoleGetBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the workspace's brand
         * @description The given fields replace those fields. Every change is checked for contrast (WCAG 2.2, ratios rounded down to two decimals): text on background at least 4.5:1, the accent against the background at least 3:1, and the button label (white or black, whichever contrasts more) on the accent at least 4.5:1. A refused change changes nothing.
         */
        patch: operations["consoleUpdateBrand"];
        trace?: never;
    };
    "/api/console/brand/logo": {
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
        put: operations["consoleSetBrandLogo"];
        post?: never;
        /**
         * Remove the workspace's logo
         * @description The forms show no logo from now on, and its address stops serving; removing no logo changes nothing.
         */
        delete: operations["consoleRemoveBrandLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/files/{file_id}": {
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
        get: operations["consoleDownloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forms with their questions, newest first
         * @description The forms of the workspace as v2 shows them, a page at a time, optionally only those in one state.
         */
        get: operations["consoleListForms"];
        put?: never;
        /**
         * Create a form; the signed-in member is its creator
         * @description The same body and answer as v2, with the signed-in member recorded as the creator; the form starts as a draft.
         */
        post: operations["consoleCreateForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a form with its questions
         * @description Its ETag is what PATCH takes in If-Match.
         */
        get: operations["consoleGetForm"];
        put?: never;
        post?: never;
        /**
         * Delete a form with all its submissions, for good
         * @description Only Admins may delete; its fill page stops taking answers at once, and nothing removed can be recovered.
         */
        delete: operations["consoleDeleteForm"];
        options?: never;
        head?: never;
        /**
         * Change a form, as v2 does
         * @description With If-Match (the ETag of GET /forms/{id}), the change applies only to that very form: if someone changed it since, nothing changes and the answer is 412. Without If-Match the change applies as in v2.
         */
        patch: operations["consoleUpdateForm"];
        trace?: never;
    };
    "/api/console/forms/{form_id}/analytics": {
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
        get: operations["consoleGetFormAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/confirmation-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirmation emails of a form held back today
         * @description A respondent's confirmation email is sent at most 3 times a UTC day to one address per form, and at most CONFIRMATION_EMAILS_PER_DAY times a day per workspace; beyond, the submission is stored and its confirmation is not sent. This counts those held back today.
         */
        get: operations["consoleGetConfirmationEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the form's draft
         * @description Opening the builder resumes the draft; its ETag is what PATCH takes in If-Match.
         */
        get: operations["consoleGetFormDraft"];
        put?: never;
        post?: never;
        /**
         * Discard the form's draft
         * @description The builder's Discard draft; the live form stays as it is.
         */
        delete: operations["consoleDiscardFormDraft"];
        options?: never;
        head?: never;
        /**
         * Change the form's draft; respondents see nothing of it
         * @description The builder's autosave. With If-Match (the draft's ETag) a colleague's save in between is never overwritten: 412. The first save sends If-None-Match: * instead, so a draft a colleague started meanwhile is not replaced either: 412.
         */
        patch: operations["consoleUpdateFormDraft"];
        trace?: never;
    };
    "/api/console/forms/{form_id}/draft/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What publishing the draft would do to the answers stored
         * @description What the builder shows before Publish changes.
         */
        get: operations["consoleGetFormDraftImpact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/draft/publish": {
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
         * @description The builder's Publish changes; answers the form with its ETag.
         */
        post: operations["consolePublishFormDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/funnel": {
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
        get: operations["consoleGetFormFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/partial_responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the partial responses of a form, as v2 does
         * @description The same filters and pages as v2; every role may read them.
         */
        get: operations["consoleListPartialResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/partial_responses/{partial_response_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one partial response of a form
         * @description As v2 shows it, each file answer naming its file.
         */
        get: operations["consoleGetPartialResponse"];
        put?: never;
        post?: never;
        /**
         * Erase a partial response for good
         * @description Only Admins may erase: it goes at once, with the files only it held.
         */
        delete: operations["consoleDeletePartialResponse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submissions of a form, as v2 does
         * @description The same filters, order and pages as v2 (since, until, order); every role may read them.
         */
        get: operations["consoleListSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/submissions/export": {
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
        get: operations["consoleExportSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/submissions/{submission_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one submission of a form
         * @description The answers, hidden field values, client details and creation time of one submission, as v2 shows it.
         */
        get: operations["consoleGetSubmission"];
        put?: never;
        post?: never;
        /**
         * Erase a submission for good
         * @description Only Admins may erase: the submission, its answers and its files are removed at once, for erasure requests.
         */
        delete: operations["consoleDeleteSubmission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the submissions of a form add up to, question by question, as v2 shows it
         * @description The same counts as v2's summary, for the console's insights page, optionally within since and until.
         */
        get: operations["consoleGetFormSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a form's versions, newest first
         * @description The history of the form: who made each version, when, and what changed, in words.
         */
        get: operations["consoleGetFormVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of a form with its content as it was
         * @description What the History view shows read-only.
         */
        get: operations["consoleGetFormVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/forms/{form_id}/versions/{version}/restore": {
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
         * @description The History view's Restore: the draft then holds that version, to publish as the next one.
         */
        post: operations["consoleRestoreFormVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member, their workspace, and what they may do
         * @description What the console needs to start: the member (names, email, role, time zone), the workspace (id, subdomain, name) and the actions their role allows.
         */
        get: operations["consoleGetMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one's own names and time zone
         * @description Only first name, last name and time zone change here: the role is an Admin's to change, and the email cannot change (422).
         */
        patch: operations["consoleUpdateMe"];
        trace?: never;
    };
    "/api/console/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roles of the workspace
         * @description Admin and Standard come first, then the roles Admins added; a member holds exactly one of them.
         */
        get: operations["consoleListRoles"];
        put?: never;
        /**
         * Add a role
         * @description Only Admins may add one; every role other than Admin has the rights of Standard, and adding a role the workspace has changes nothing.
         */
        post: operations["consoleAddRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's live sessions, newest first
         * @description Each browser the member is signed in with: when it signed in and was last seen, its user agent and address, and which one made this request.
         */
        get: operations["consoleListSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of one's own sessions (signs that browser out)
         * @description That session stops working at once; ending the current one signs this browser out.
         */
        delete: operations["consoleEndSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every team member, active or not, oldest first
         * @description Each member with their role, names, time zone and whether they are active, a page at a time; every role may read it.
         */
        get: operations["consoleListTeamMembers"];
        put?: never;
        /**
         * Add team members and invite them by email
         * @description The signed-in Admin is the inviter; every new member gets an invitation email. Emails that already belong to members are left as they are.
         */
        post: operations["consoleAddTeamMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/team-members/{team_member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member (their sessions end with them)
         * @description Only Admins may remove a member; the last active Admin cannot be removed (422).
         */
        delete: operations["consoleRemoveTeamMember"];
        options?: never;
        head?: never;
        /**
         * Change a member: role, active, names, time zone
         * @description Deactivating a member ends their sessions at once. Demoting or deactivating the last active Admin is refused (422).
         */
        patch: operations["consoleUpdateTeamMember"];
        trace?: never;
    };
    "/api/console/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks, oldest first
         * @description The same list as v2, for Admins, a page at a time.
         */
        get: operations["consoleListWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description The secret that signs its deliveries is shown only here.
         */
        post: operations["consoleCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook (without its secret)
         * @description Its URL, events and state, as v2 shows it; the signing secret is shown only when it is created.
         */
        get: operations["consoleGetWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook with its delivery log
         * @description Its pending deliveries are dropped and no event is sent to its URL any more.
         */
        delete: operations["consoleDeleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Only the given fields change.
         */
        patch: operations["consoleUpdateWebhook"];
        trace?: never;
    };
    "/api/console/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery log, newest first
         * @description Each delivery with its event, state, attempts and last answer; succeeded deliveries are kept 7 days, failed ones 30.
         */
        get: operations["consoleListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {
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
         * @description Pending again and attempted at once, whatever its state was, a succeeded delivery included; only Admins may retry.
         */
        post: operations["consoleRetryWebhookDelivery"];
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
        /** @description Who made the change */
        ActivityActor: {
            /**
             * @description A signed-in member, an API key, an operator at the command line, or the service itself
             * @example member
             * @enum {string}
             */
            type: "member" | "api_key" | "cli" | "system";
            /**
             * @description The member's or the key's id; "" for the command line and the service
             * @example 9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b
             */
            id: string;
            /**
             * @description What a person recognises: the member's email, the key's name and prefix
             * @example ada@example.com
             */
            label: string;
        };
        ActivityEntry: {
            /**
             * Format: uuid
             * @example 5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change was made
             * @example 2026-03-14T09:26:53Z
             */
            at: string;
            actor: components["schemas"]["ActivityActor"];
            /**
             * @example team_member.invited
             * @enum {string}
             */
            action: "member.signed_in" | "sign_in_link.created" | "api_key.created" | "api_key.revoked" | "team_member.invited" | "team_member.updated" | "team_member.removed" | "role.added" | "form.deleted" | "form.version_published" | "form.version_restored" | "submission.deleted" | "webhook.created" | "webhook.updated" | "webhook.deleted";
            target: components["schemas"]["ActivityTarget"];
            /**
             * @description The client address of the request that made the change; "" when it did not come over HTTP (the command line)
             * @example 203.0.113.7
             */
            ip_address: string;
        };
        ActivityList: {
            /** @description Newest first */
            activity: components["schemas"]["ActivityEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description What the change was made to */
        ActivityTarget: {
            /**
             * @example team_member
             * @enum {string}
             */
            type: "team_member" | "api_key" | "role" | "form" | "submission" | "webhook" | "workspace";
            /**
             * @description Its id; "" for a role, which is known by its name
             * @example 3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10
             */
            id: string;
            /**
             * @description What a person recognises: a member's email, a key's name and prefix, a role's name, a webhook's URL, a submission's form
             * @example grace@example.com
             */
            label: string;
        };
        AddRoleRequest: {
            role: components["schemas"]["NewRole"];
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
        /** @description An API key as an Admin sees it; its secret is shown only once, at creation. */
        ApiKey: {
            /**
             * Format: uuid
             * @example 3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10
             */
            id: string;
            /**
             * @description "" for keys made at the command line
             * @example Zapier
             */
            name: string;
            /**
             * @description The public start of the key, to recognise it
             * @example k3j5h2g8d9s1
             */
            prefix: string;
            /**
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
             * @description null: never expires
             * @example null
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description null: not revoked
             * @example null
             */
            revoked_at: string | null;
            /**
             * Format: date-time
             * @description null: never used (recorded at most once a minute)
             * @example null
             */
            last_used_at: string | null;
            /**
             * @description Email of the member who made it; "" for keys made at the command line
             * @example ada@example.com
             */
            created_by: string;
        };
        ApiKeyList: {
            /** @description Every key of the workspace, revoked ones included, oldest first */
            api_keys: components["schemas"]["ApiKey"][];
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
        ConfirmationEmails: {
            /**
             * Format: date
             * @description The UTC day counted, YYYY-MM-DD: today
             * @example 2026-11-25
             */
            date: string;
            /**
             * @description Submissions of the form stored today whose confirmation email was not sent because a daily limit was reached
             * @example 3
             */
            held_back_today: number;
            /**
             * @description Confirmation emails to one address per form per UTC day
             * @example 3
             */
            per_address_limit: number;
            /**
             * @description Confirmation emails per workspace per UTC day, all forms together
             * @example 1000
             */
            per_workspace_limit: number;
        };
        ConfirmationEmailsEnvelope: {
            confirmation_emails: components["schemas"]["ConfirmationEmails"];
        };
        ConsoleAddTeamMembersRequest: {
            /**
             * @description All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.
             * @example [
             *       "grace@example.com"
             *     ]
             */
            emails: string[];
            /**
             * @description One of the workspace roles, case sensitive
             * @default Standard
             * @example Standard
             */
            organization_role?: string;
        };
        ConsoleCreateFormRequest: {
            form: components["schemas"]["ConsoleNewForm"];
        };
        ConsoleMe: {
            member: components["schemas"]["TeamMemberV1"];
            workspace: components["schemas"]["ConsoleWorkspace"];
            can: components["schemas"]["ConsolePermissions"];
        };
        ConsoleMemberEnvelope: {
            member: components["schemas"]["TeamMemberV1"];
        };
        /** @description A form as the console creates it: the signed-in member is its creator. */
        ConsoleNewForm: {
            /**
             * @description Trimmed; 1-255 characters
             * @example Customer satisfaction survey
             */
            title: string;
            /** @description At most 200; default [] */
            questions?: components["schemas"]["NewQuestion"][];
            /** @description At most 20 distinct names; default [] */
            hidden_fields?: string[];
            /** @description Closing rules, endings and emails; each field optional */
            settings?: components["schemas"]["FormSettingsInput"];
            /** @description Replaces the whole theme (the fields it leaves out follow the brand); null: the brand alone */
            theme?: components["schemas"]["FormThemeInput"] | null;
        };
        /** @description What the signed-in member may do; the console hides the rest. */
        ConsolePermissions: {
            /**
             * @description Invite, change, deactivate and remove members; add roles
             * @example true
             */
            manage_team: boolean;
            /**
             * @description API keys, webhooks and the activity log
             * @example true
             */
            manage_developers: boolean;
            /** @example true */
            delete_forms: boolean;
            /** @example true */
            delete_submissions: boolean;
        };
        ConsoleSession: {
            /**
             * Format: uuid
             * @example 7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d
             */
            id: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-03-14T09:26:53Z
             */
            last_seen_at: string;
            /**
             * @description A readable summary of the browser; "" when unknown
             * @example Chrome 120 on macOS
             */
            user_agent: string;
            /** @example 203.0.113.7 */
            ip_address: string;
            /**
             * @description The session this request came with
             * @example true
             */
            current: boolean;
        };
        ConsoleSessionList: {
            /** @description Live sessions of the signed-in member, newest first */
            sessions: components["schemas"]["ConsoleSession"][];
        };
        /** @description Only the fields given change. */
        ConsoleTeamMemberChanges: {
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
             * @description One of the workspace roles, case sensitive
             * @example Admin
             */
            organization_role?: string;
            /**
             * @description false deactivates the member and ends their sessions
             * @example false
             */
            active?: boolean;
        };
        ConsoleTeamMembersAdded: {
            /** @description The members this request added (existing ones are not repeated) */
            team_members: components["schemas"]["TeamMemberV1"][];
        };
        ConsoleUpdateTeamMemberRequest: {
            team_member: components["schemas"]["ConsoleTeamMemberChanges"];
        };
        ConsoleWorkspace: {
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
        CreateApiKeyRequest: {
            api_key: components["schemas"]["NewApiKey"];
        };
        CreateWebhookRequest: {
            webhook: components["schemas"]["NewWebhook"];
        };
        CreatedApiKey: {
            /**
             * Format: uuid
             * @example 3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10
             */
            id: string;
            /**
             * @description "" for keys made at the command line
             * @example Zapier
             */
            name: string;
            /**
             * @description The public start of the key, to recognise it
             * @example k3j5h2g8d9s1
             */
            prefix: string;
            /**
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
             * @description null: never expires
             * @example null
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description null: not revoked
             * @example null
             */
            revoked_at: string | null;
            /**
             * Format: date-time
             * @description null: never used (recorded at most once a minute)
             * @example null
             */
            last_used_at: string | null;
            /**
             * @description Email of the member who made it; "" for keys made at the command line
             * @example ada@example.com
             */
            created_by: string;
            /**
             * @description The key itself, for X-Api-Key: shown only here
             * @example fsk_k3j5h2g8d9s1_b6Qk0l2Y5mZ8nR1tV4wX7aD9fH3jL6pSq2Wd8Zx0Cv4
             */
            secret: string;
        };
        CreatedApiKeyEnvelope: {
            api_key: components["schemas"]["CreatedApiKey"];
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
        /** @description Every error body: a human-readable message and, when it refuses a field (422), that field's path. */
        Error: {
            /** @example Could not authenticate, invalid API Key */
            error: string;
            /**
             * @description The path of the field the message names, as the request wrote it
             * @example form.title
             */
            field?: string;
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
        /** @description The outcome of an operation that returns no resource. */
        Message: {
            message: string;
        };
        NewApiKey: {
            /**
             * @description Trimmed; 1-100 characters
             * @example Zapier
             */
            name: string;
            /**
             * @default write
             * @example read
             * @enum {string}
             */
            scope?: "read" | "write";
            /**
             * @description Omitted: the key never expires
             * @example 90
             */
            expires_in_days?: number;
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
        NewRole: {
            /** @example Editor */
            name: string;
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
            /** @description Each question answered so far, each file answer naming its file */
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
        /** @description Only the fields given change. */
        ProfileChanges: {
            /** @example Ada */
            first_name?: string;
            /** @example Lovelace */
            last_name?: string;
            /**
             * @description IANA time zone name
             * @example Europe/Berlin
             */
            time_zone?: string;
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
        Roles: {
            /**
             * @description Admin and Standard, then those added
             * @example [
             *       "Admin",
             *       "Standard",
             *       "Editor"
             *     ]
             */
            roles: string[];
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
            /**
             * @description The version of the form the submission answered (1 for those stored before forms had versions)
             * @example 2
             */
            form_version: number;
        };
        SubmissionEnvelope: {
            submission: components["schemas"]["Submission"];
        };
        SubmissionListV2: {
            /** @description Newest first, or oldest first with order=oldest */
            submissions: components["schemas"]["Submission"][];
            pagination: components["schemas"]["Pagination"];
            /**
             * @description Submissions the filter selects, across all pages
             * @example 42
             */
            total_count: number;
        };
        /** @description One answer of a submission: the question it answers (slug, label, kind, position) and the value given; a file answer also names its file. */
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
            /**
             * Format: uuid
             * @description On a file answer only: the file, to download from /api/console/files/{file_id}
             */
            file_id?: string;
        };
        TeamMemberEnvelopeV1: {
            team_member: components["schemas"]["TeamMemberV1"];
        };
        TeamMemberListV1: {
            /** @description Oldest first, inactive members included */
            team_members: components["schemas"]["TeamMemberV1"][];
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
        UpdateProfileRequest: {
            member: components["schemas"]["ProfileChanges"];
        };
        UpdateWebhookRequest: {
            webhook: components["schemas"]["WebhookChanges"];
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
    consoleListActivity: {
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
            /** @description A page of the log */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activity": [
                     *         {
                     *           "id": "5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c",
                     *           "at": "2026-03-14T09:26:53Z",
                     *           "actor": {
                     *             "type": "member",
                     *             "id": "9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b",
                     *             "label": "ada@example.com"
                     *           },
                     *           "action": "team_member.invited",
                     *           "target": {
                     *             "type": "team_member",
                     *             "id": "3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10",
                     *             "label": "grace@example.com"
                     *           },
                     *           "ip_address": "203.0.113.7"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "total_records": 1,
                     *         "total_pages": 1,
                     *         "current_page_number": 1,
                     *         "page_size": 30
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can see the activity log"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListApiKeys: {
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
            /** @description The keys, without their secrets */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can manage API keys"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleCreateApiKey: {
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
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleRevokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of an API key of this workspace */
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "API key revoked"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such key in it */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetBrand: {
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
            /** @description The brand */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can manage the brand"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateBrand: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description A colour people could not read, a malformed value or an unknown field; nothing is changed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleSetBrandLogo: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleRemoveBrandLogo: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandEnvelope"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDownloadFile: {
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such file in it (another workspace's file included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListForms: {
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
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of forms */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleCreateForm: {
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
                "application/json": components["schemas"]["ConsoleCreateFormRequest"];
            };
        };
        responses: {
            /** @description The created form */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetForm: {
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
            /** @description The form */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDeleteForm: {
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
            /** @description The form was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Form deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateForm: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description If-Match no longer names the current form */
            412: {
                headers: {
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
            /** @description An invalid field, an unknown question id, publishing without questions, changing an archived form */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormAnalytics: {
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
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description A malformed since or until, since later than until, or a range longer than 366 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetConfirmationEmails: {
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
            /** @description Today's held-back confirmations and the limits */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmationEmailsEnvelope"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormDraft: {
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
            /** @description The draft */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDiscardFormDraft: {
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateFormDraft: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDraftEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description If-Match no longer names the current draft, or If-None-Match: * found a draft already started */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
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
            /** @description An invalid field, an unknown question id, an unknown field (flags are not part of a draft) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormDraftImpact: {
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
            /** @description The changes that touch stored answers; [] when none does */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consolePublishFormDraft: {
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
            /** @description The form at its new version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormV2Envelope"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace or form, or the form has no draft */
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
            /** @description The live form got a version since the draft started (published, restored or patched) */
            409: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormFunnel: {
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
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description A malformed since or until, since later than until, or a range longer than 366 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListPartialResponses: {
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
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of partial responses, each file answer naming its file */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetPartialResponse: {
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
            /** @description The partial response */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or partial response of that form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDeletePartialResponse: {
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or partial response of that form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListSubmissions: {
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
            };
            path: {
                /** @description Id of a form of this workspace */
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions, each file answer naming its file */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleExportSubmissions: {
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
                    /** @description attachment; filename="<title as a-z0-9->-submissions-<YYYY-MM-DD>.csv" (or .xlsx) and filename*=UTF-8''<the title in UTF-8>... */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description A malformed parameter, or since later than until */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The workspace already runs 2 exports, or already runs one while another workspace needs the place, or the service runs as many as it has connections set aside for (or the caller has used its quota); Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetSubmission: {
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
            /** @description The submission, each file answer naming its file */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or submission of that form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDeleteSubmission: {
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or submission of that form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormSummary: {
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
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description since or until is not a UTC timestamp YYYY-MM-DDTHH:MM:SSZ, or since is later than until */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormVersions: {
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
            /** @description A page of versions */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
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
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetFormVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
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
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or version of the form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleRestoreFormVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDraftEnvelope"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, form, or version of the form */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetMe: {
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
            /** @description The member, the workspace and the permissions */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleMe"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateMe: {
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
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The member as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleMemberEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListRoles: {
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
            /** @description The roles */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Roles"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleAddRole: {
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
                "application/json": components["schemas"]["AddRoleRequest"];
            };
        };
        responses: {
            /** @description The roles, the new one included */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Roles"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid name (adding a role the workspace has changes nothing) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListSessions: {
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
            /** @description The sessions; `current` marks the one of this request */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSessionList"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleEndSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
            };
            path: {
                /** @description Id of a session of the signed-in member */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Session ended"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no live session of the signed-in member with this id */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListTeamMembers: {
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberListV1"];
                };
            };
            /** @description Not modified: the ETag named in If-None-Match is still current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleAddTeamMembers: {
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
                "application/json": components["schemas"]["ConsoleAddTeamMembersRequest"];
            };
        };
        responses: {
            /** @description The members added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleTeamMembersAdded"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleRemoveTeamMember: {
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
        requestBody?: never;
        responses: {
            /** @description The member was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Team member removed"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such team member in it */
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
            /** @description The removal would leave the workspace without an active Admin */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cannot remove the last admin of the workspace"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateTeamMember: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleUpdateTeamMemberRequest"];
            };
        };
        responses: {
            /** @description The member as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberEnvelopeV1"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no such team member in it */
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
            /** @description An invalid field, or the change would leave the workspace without an active Admin */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListWebhooks: {
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
            /** @description A page of webhooks */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can manage webhooks"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleCreateWebhook: {
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
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The created webhook with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The host names no workspace */
            404: {
                headers: {
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleGetWebhook: {
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
            /** @description The webhook */
            200: {
                headers: {
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can manage webhooks"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleDeleteWebhook: {
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleUpdateWebhook: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelope"];
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
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
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
            /** @description An invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleListWebhookDeliveries: {
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
                    /** @description Strong validator of this response body */
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
                    /** @description Strong validator of this response body */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only Admins can manage webhooks"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, or no webhook with this id in it */
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
            /** @description page_number or page_size is not an integer of at least 1 */
            422: {
                headers: {
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
    consoleRetryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must admit application/json (406 otherwise); a missing Accept counts as *\/* */
                Accept?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelope"];
                };
            };
            /** @description No live session of this workspace came with the request (the fs_session cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Sign in to continue"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed-in member is not an Admin (or, for a change, the request came from another site); or the Origin header is missing, null, or not the workspace origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such workspace, webhook or delivery of the webhook */
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
            /** @description The member has used this minute's quota; Retry-After says when to try again */
            429: {
                headers: {
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
}

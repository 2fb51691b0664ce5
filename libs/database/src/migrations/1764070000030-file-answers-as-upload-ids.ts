import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A stored file address: `{base_url}/api/external/v2/files/{upload id}`, the base URL possibly empty. */
const STORED_ADDRESS = String.raw`^(https?://[^/]*)?/api/external/v2/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`;

/**
 * File answers were stored as the file's address under the base URL of the request that submitted
 * them; they are now stored as the upload's id, and each reader renders the address it can use. This
 * rewrites the old answers in place, one workspace per statement (so no statement holds every row of
 * the table at once), touching only the submissions that still hold an address: running it again
 * changes nothing. Other answers keep their stored text. Uploads and the outbox are left as they are:
 * an address recorded in an event still waiting is shown as it is.
 */
export class FileAnswersAsUploadIds1764070000030 implements MigrationInterface {
  name = 'FileAnswersAsUploadIds1764070000030';

  async up(db: QueryRunner): Promise<void> {
    const workspaces: { workspace_id: string }[] = await db.query(`SELECT DISTINCT workspace_id FROM submissions ORDER BY workspace_id`);
    for (const { workspace_id: workspaceId } of workspaces) {
      await db.query(
        `UPDATE submissions SET responses = (
           SELECT json_agg(
             CASE WHEN response->>'kind' = 'file_upload' AND response->>'value' ~ $2
               THEN jsonb_set(response::jsonb, '{value}', to_jsonb((regexp_match(response->>'value', $2))[2]))::json
               ELSE response END
             ORDER BY ordinal)
           FROM json_array_elements(responses) WITH ORDINALITY AS element(response, ordinal))
         WHERE workspace_id = $1 AND json_typeof(responses) = 'array' AND EXISTS (
           SELECT 1 FROM json_array_elements(responses) AS element(response)
           WHERE response->>'kind' = 'file_upload' AND response->>'value' ~ $2)`,
        [workspaceId, STORED_ADDRESS],
      );
    }
  }

  /**
   * The addresses are not put back: which base URL each submission was made under is not kept, and
   * reading an id where an address was expected only shows the id.
   */
  async down(): Promise<void> {}
}

// The invitations table is written by the repository through the ORM (invitation.orm-entity.ts); the read
// model's one statement is here.

// Removing a member deletes its invitations (the foreign key cascades), so a row found is one that stands.
export const INVITATION_BY_ID_SQL = `SELECT email, invited_by, workspace_name FROM invitations WHERE workspace_id = $1 AND id = $2`;

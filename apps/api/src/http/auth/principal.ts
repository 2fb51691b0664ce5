import type { AuthenticatedApiKey } from '@forms/application';
import { type Actor, apiKeyActor, memberActor } from '@forms/domain';

/** The workspace a request addresses, as its guard authenticated it. */
export interface RequestWorkspace {
  id: string;
  subdomain: string;
  name: string;
  /** `{scheme}://{subdomain}.{APP_DOMAIN}[:port]` as the client addressed it: for what a response shows it. */
  baseUrl: string;
  /** The configured address (PUBLIC_ORIGIN_TEMPLATE): every link stored or emailed starts with it. */
  publicOrigin: string;
}

/**
 * Who is calling, as a guard authenticated it. Handlers, idempotency records, rate limits and the use
 * cases (through `actor`) read this and nothing else, so a route behind another kind of credential
 * (a member's session) reuses all of them unchanged.
 */
export interface Principal {
  workspace: RequestWorkspace;
  /** Who makes the changes of this request, as the use cases record and check it. */
  actor: Actor;
  /** The caller's own id (the key's or the member's): its request quota is counted under it. */
  id: string;
  /**
   * What owns this caller's idempotency records: `api-key:<id>` or `member:<id>`. Two principals never share one, so one
   * caller can neither replay nor see another's answers.
   */
  scope: string;
  /** The key the request presented; present exactly when the actor is an API key. */
  apiKey?: AuthenticatedApiKey;
  /** The session the request came with; present exactly when the actor is a member. */
  sessionId?: string;
}

export function apiKeyPrincipal(workspace: RequestWorkspace, apiKey: AuthenticatedApiKey, clientIp: string): Principal {
  return {
    workspace,
    actor: apiKeyActor({ id: apiKey.id, name: apiKey.name, prefix: apiKey.prefix, workspaceId: workspace.id }, clientIp),
    id: apiKey.id,
    scope: `api-key:${apiKey.id}`,
    apiKey,
  };
}

export function memberPrincipal(
  workspace: RequestWorkspace,
  member: { id: string; email: string; organizationRole: string },
  sessionId: string,
  clientIp: string,
): Principal {
  return {
    workspace,
    actor: memberActor({ id: member.id, email: member.email, workspaceId: workspace.id, organizationRole: member.organizationRole }, clientIp),
    id: member.id,
    scope: `member:${member.id}`,
    sessionId,
  };
}

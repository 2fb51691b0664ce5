import { createFormServiceClient, type FormServiceClient } from '@forms/api-client';
import { ApiClient } from './api-client';
import { OpenApiContract } from './openapi-contract';
import type { WorkspaceFixture } from './workspace-factory';
import { workspaceFetch } from './workspace-fetch';

/** How a test reaches a server on a loopback port: the same for a file's own server and a shared one. */
export interface AppClients {
  port: number;
  /** Where the server listens; requests name the workspace in their Host header. */
  origin: string;
  contract: OpenApiContract;
  /** `{base_url}` of a workspace, as a client would configure it. */
  baseUrl(workspace: WorkspaceFixture | string): string;
  hostOf(workspace: WorkspaceFixture | string): string;
  /** A client on the workspace's host with its key. */
  client(workspace: WorkspaceFixture): ApiClient;
  /** A client on any host without a key. */
  anonymous(host?: string): ApiClient;
  /** The typed client (libs/api-client) on the workspace's address, with its key or another (null: none). */
  typed(workspace: WorkspaceFixture, apiKey?: string | null): FormServiceClient;
}

/** The clients of the server on `port`, every response validated against the contract it publishes. */
export async function appClients(port: number): Promise<AppClients> {
  const origin = `http://127.0.0.1:${port}`;
  const hostOf = (workspace: WorkspaceFixture | string) =>
    `${typeof workspace === 'string' ? workspace : workspace.subdomain}.localhost:${port}`;
  const contract = await loadContract(origin, `localhost:${port}`);
  return {
    port,
    origin,
    contract,
    hostOf,
    baseUrl: (workspace) => `http://${hostOf(workspace)}`,
    client: (workspace) => new ApiClient(origin, hostOf(workspace), workspace.apiKey, contract),
    anonymous: (host = `localhost:${port}`) => new ApiClient(origin, host, null, contract),
    typed: (workspace, apiKey = workspace.apiKey) =>
      createFormServiceClient({
        baseUrl: `http://${hostOf(workspace)}`,
        apiKey: apiKey ?? undefined,
        fetch: workspaceFetch(origin, contract),
      }),
  };
}

async function loadContract(origin: string, host: string): Promise<OpenApiContract> {
  const response = await new ApiClient(origin, host, null, null).get('/api/docs-json');
  if (response.status !== 200 || typeof response.body !== 'object' || response.body === null) {
    throw new Error(`GET /api/docs-json answered ${response.status} ${response.text.slice(0, 200)}: every test validates responses against it`);
  }
  return OpenApiContract.fromDocument(response.body);
}

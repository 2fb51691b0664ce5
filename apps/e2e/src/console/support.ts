import { ApiClient, type ApiResponse, type Method, type RequestOptions } from '../support/api-client';
import { OpenApiContract } from '../support/openapi-contract';
import type { AppClients } from '../support/app-clients';
import type { WorkspaceFixture } from '../support/workspace-factory';

export const CONSOLE = '/api/console';

/** The console's own OpenAPI document, as the service serves it: every console response is checked against it. */
export async function loadConsoleContract(t: AppClients): Promise<OpenApiContract> {
  const response = await t.anonymous().get(`${CONSOLE}/docs-json`);
  if (response.status !== 200) throw new Error(`GET ${CONSOLE}/docs-json answered ${response.status}`);
  return OpenApiContract.fromDocument(response.body);
}

export interface ConsoleCallerOptions {
  /** `fs_session=...`; null: no cookie. */
  cookie: string | null;
  /** Sent as Origin; defaults to the workspace's own origin (what a browser on the console sends). */
  origin?: string | null;
  host?: string;
}

/**
 * What the console's pages do in a browser: the session cookie on every request, the page's Origin on
 * changes. Every response must carry Cache-Control: no-store and match the console's OpenAPI document.
 */
export class ConsoleCaller {
  private readonly client: ApiClient;

  constructor(
    t: AppClients,
    contract: OpenApiContract,
    readonly workspace: WorkspaceFixture,
    private readonly options: ConsoleCallerOptions,
  ) {
    this.client = new ApiClient(t.origin, options.host ?? t.hostOf(workspace), null, contract);
    this.origin = options.origin === undefined ? t.baseUrl(workspace) : options.origin;
  }

  private readonly origin: string | null;

  get(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('get', path, options);
  }
  post(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('post', path, options);
  }
  patch(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('patch', path, options);
  }
  delete(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('delete', path, options);
  }

  async send(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    if (this.options.cookie !== null) headers['Cookie'] = this.options.cookie;
    if (this.origin !== null && method !== 'get') headers['Origin'] = this.origin;
    const response = await this.client.send(method, `${CONSOLE}${path}`, {
      apiKey: null,
      ...options,
      headers: { ...headers, ...options.headers },
    });
    if (response.headers['cache-control'] !== 'no-store') {
      throw new Error(`${method.toUpperCase()} ${CONSOLE}${path} -> ${response.status} without Cache-Control: no-store`);
    }
    return response;
  }
}

/**
 * A console refusal of a field: exactly `{error, field}`, the message as the external API words it and
 * the path of the field it names, so the console can show it beside that field.
 */
export function expectFieldError(response: ApiResponse, status: number, message: string | RegExp, field: string): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status,
    body: { error: typeof message === 'string' ? message : expect.stringMatching(message), field },
  });
}

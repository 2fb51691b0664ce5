import { apiKeyPrefix, AuthenticateRequest, systemClock } from '@forms/application';
import { DomainErrorCode } from '@forms/domain';
import {
  countStatements,
  type CreatedWorkspace,
  createTestDatabase,
  createWorkspace,
  openTestContext,
  type PostgresTestContext,
} from '@forms/testing';

describe('PostgresAuthenticationReadModel', () => {
  let context: PostgresTestContext;
  let created: CreatedWorkspace;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
    created = await createWorkspace(context.adapters.unitOfWork);
  });
  afterAll(() => context.close());

  it('finds the workspace and the key of a prefix in one statement', async () => {
    const prefix = apiKeyPrefix(created.apiKeySecret)!;
    const { result, statements } = await countStatements(() =>
      context.adapters.authentication.findCredentials(created.workspace.subdomain, prefix),
    );
    expect(statements).toHaveLength(1);
    expect(result).toEqual({
      workspace: { id: created.workspace.id, subdomain: created.workspace.subdomain, name: created.workspace.name },
      key: {
        id: created.apiKey.id,
        name: created.apiKey.name,
        secretHash: expect.any(Buffer),
        scope: 'write',
        createdAt: created.apiKey.createdAt,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      },
    });
    expect(Buffer.from(result!.key!.secretHash).equals(Buffer.from(created.apiKey.secretHash))).toBe(true);
  });

  it('tells an unknown prefix (key null) from an unknown workspace (null)', async () => {
    expect(await context.adapters.authentication.findCredentials(created.workspace.subdomain, 'zzzzzzzzzzzz')).toEqual({
      workspace: expect.objectContaining({ id: created.workspace.id }),
      key: null,
    });
    const prefix = apiKeyPrefix(created.apiKeySecret)!;
    expect(await context.adapters.authentication.findCredentials('no-such-workspace', prefix)).toBeNull();
    expect(await context.adapters.authentication.findCredentials('bad\u0000host', prefix)).toBeNull();
    // Another workspace's key is not this workspace's key.
    const other = await createWorkspace(context.adapters.unitOfWork);
    expect(await context.adapters.authentication.findCredentials(other.workspace.subdomain, prefix)).toMatchObject({ key: null });
  });

  it('finds a workspace by subdomain', async () => {
    expect(await context.adapters.authentication.findWorkspace(created.workspace.subdomain)).toEqual({
      id: created.workspace.id,
      subdomain: created.workspace.subdomain,
      name: created.workspace.name,
    });
    expect(await context.adapters.authentication.findWorkspace('your-subdomain')).toBeNull();
  });

  it("finds a fill page's workspace with its brand (the origins it lets frame its forms) and its logo in one statement, none without them", async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    const expected = { id: workspace.id, subdomain: workspace.subdomain, name: workspace.name };
    expect(await context.adapters.authentication.findFillPageWorkspace(workspace.subdomain)).toEqual({ ...expected, embedOrigins: [], brand: null, logo: null });
    await context.pool.query(
      `INSERT INTO brands (workspace_id, background_color, text_color, accent_color, font, corners, embed_origins, updated_at)
       VALUES ($1, '#ffffff', '#111827', '#1d4ed8', 'system', 'rounded', $2, now())`,
      [workspace.id, ['https://shop.example.com', 'https://blog.example.com:8443']],
    );
    await context.pool.query(
      `INSERT INTO brand_logos (workspace_id, content_hash, format, width, height, alt, content, updated_at)
       VALUES ($1, $2, 'png', 240, 60, 'Acme', '\\x89504e47', now())`,
      [workspace.id, 'ab'.repeat(32)],
    );
    const origins = ['https://shop.example.com', 'https://blog.example.com:8443'];
    expect(await context.adapters.authentication.findFillPageWorkspace(workspace.subdomain)).toEqual({
      ...expected,
      embedOrigins: origins,
      brand: { colors: { background: '#ffffff', text: '#111827', accent: '#1d4ed8' }, font: 'system', corners: 'rounded', embedOrigins: origins },
      logo: { hash: 'ab'.repeat(32), format: 'png', width: 240, height: 60, alt: 'Acme' },
    });
    // Another workspace's brand is not this one's.
    expect(await context.adapters.authentication.findFillPageWorkspace(created.workspace.subdomain)).toMatchObject({ embedOrigins: [], brand: null, logo: null });
    expect(await context.adapters.authentication.findFillPageWorkspace('your-subdomain')).toBeNull();
    expect(await context.adapters.authentication.findFillPageWorkspace('bad\u0000host')).toBeNull();
  });

  it('records a key use only forwards in time', async () => {
    const { workspace, apiKey } = await createWorkspace(context.adapters.unitOfWork);
    const lastUsed = async () => {
      const { rows } = await context.pool.query('SELECT last_used_at FROM api_keys WHERE workspace_id = $1 AND id = $2', [
        workspace.id,
        apiKey.id,
      ]);
      return rows[0].last_used_at;
    };
    await context.adapters.authentication.recordKeyUse(workspace.id, apiKey.id, new Date('2026-01-01T10:00:00Z'));
    expect(await lastUsed()).toEqual(new Date('2026-01-01T10:00:00Z'));
    await context.adapters.authentication.recordKeyUse(workspace.id, apiKey.id, new Date('2026-01-01T09:00:00Z'));
    expect(await lastUsed()).toEqual(new Date('2026-01-01T10:00:00Z'));
    await context.adapters.authentication.recordKeyUse(workspace.id, apiKey.id, new Date('2026-01-01T11:00:00Z'));
    expect(await lastUsed()).toEqual(new Date('2026-01-01T11:00:00Z'));
  });

  it('serves AuthenticateRequest end to end: the right key passes, another workspace\'s key does not', async () => {
    const authenticate = new AuthenticateRequest(context.adapters.authentication, systemClock);
    await expect(
      authenticate.execute({ subdomain: created.workspace.subdomain, apiKey: created.apiKeySecret }),
    ).resolves.toEqual({
      workspace: { id: created.workspace.id, subdomain: created.workspace.subdomain, name: created.workspace.name },
      apiKey: {
        id: created.apiKey.id,
        name: created.apiKey.name,
        prefix: created.apiKey.prefix,
        scope: 'write',
        createdAt: created.apiKey.createdAt,
        expiresAt: null,
      },
    });

    const other = await createWorkspace(context.adapters.unitOfWork);
    await expect(
      authenticate.execute({ subdomain: other.workspace.subdomain, apiKey: created.apiKeySecret }),
    ).rejects.toMatchObject({ code: DomainErrorCode.InvalidApiKey });
    await expect(authenticate.execute({ subdomain: 'nobody-here', apiKey: created.apiKeySecret })).rejects.toMatchObject({
      code: DomainErrorCode.WorkspaceNotFound,
    });
  });
});

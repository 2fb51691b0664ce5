import { type AppConfig, publicOrigin } from '@forms/config';
import { DEMO_ADMIN_EMAIL, DEMO_SUBDOMAIN } from './demo-workspace';

export interface BannerInput {
  config: AppConfig;
  /** The demo workspace exists (created now or on an earlier start). */
  demoExists: boolean;
  /** Set only on the start that created the demo workspace. */
  newApiKey: string | undefined;
  /** A published form of the demo workspace, whose fill page the banner offers to open in a browser. */
  demoFormId?: string;
  /** A one-time sign-in link for the demo Admin, to the console. */
  adminSignInLink?: string;
  /** Where the embedded PostgreSQL keeps its cluster (may differ from DATA_DIR when run as root). */
  embeddedDataDir?: string;
  /** The role the service connects to the embedded PostgreSQL as. */
  databaseUser?: string;
}

export function serverUrl(config: AppConfig, host = 'localhost'): string {
  return config.PORT === 80 ? `http://${host}` : `http://${host}:${config.PORT}`;
}

/** The workspace's configured address (PUBLIC_ORIGIN_TEMPLATE), which its emailed links start with. */
export function workspaceBaseUrl(config: AppConfig, subdomain: string): string {
  return publicOrigin(config, subdomain);
}

/** What a newcomer needs to make a first call, ready to copy. */
export function startupBanner({ config, demoExists, newApiKey, demoFormId, adminSignInLink, embeddedDataDir, databaseUser }: BannerInput): string {
  const server = serverUrl(config);
  const lines = [
    '',
    `Form service listening on port ${config.PORT}`,
    `  Database:    ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL${databaseUser ? ` as ${databaseUser}` : ''}, data in ${embeddedDataDir ?? config.DATA_DIR}`}`,
    `  Swagger UI:  ${server}/api/docs`,
    `  Health:      ${server}/health/ready`,
  ];
  if (demoExists) {
    const base = workspaceBaseUrl(config, DEMO_SUBDOMAIN);
    lines.push('', `Demo workspace "${DEMO_SUBDOMAIN}": ${base}`);
    if (demoFormId) lines.push(`  Fill in a form in your browser: ${base}/forms/${demoFormId}`);
    lines.push(`  Console:     ${base}/console`);
    if (adminSignInLink) {
      lines.push(`  Sign in as ${DEMO_ADMIN_EMAIL} (one click, once, within 15 minutes):`, `               ${adminSignInLink}`);
    }
    if (newApiKey) {
      lines.push(
        `  API key:     ${newApiKey}`,
        '               (shown this once: only its hash is stored)',
        '',
        'Try it:',
        `  export API_KEY=${newApiKey}`,
      );
    } else {
      lines.push(
        '  API key:     shown at the first start only; make a new one with',
        `               npm run -s cli -- api-key create --subdomain ${DEMO_SUBDOMAIN}`,
        '',
        'Try it (with API_KEY set to a key of the workspace):',
      );
    }
    lines.push(`  curl -s ${base}/api/external/v1/forms -H "X-Api-Key: $API_KEY"`);
  } else {
    lines.push(
      '',
      'Create a workspace and its first API key with',
      '  npm run -s cli -- workspace create --subdomain acme --admin-email admin@acme.example',
      `then call ${workspaceBaseUrl(config, 'acme')}/api/external/v1/forms with the header X-Api-Key.`,
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

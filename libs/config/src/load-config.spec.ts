import { mkdtempSync, rmSync, writeFileSync, mkdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, publicOrigin } from './index';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      PORT: 3000,
      DATABASE_URL: undefined,
      DATA_DIR: expect.any(String),
      APP_DOMAIN: 'localhost',
      PUBLIC_ORIGIN_TEMPLATE: 'http://{subdomain}.localhost:3000',
      CONFIRMATION_EMAILS_PER_DAY: 1_000,
      TRUST_PROXY: [],
      SMTP_URL: undefined,
      MAIL_FROM: 'Form Service <no-reply@localhost>',
      LOG_LEVEL: 'log',
      DB_POOL_SIZE: 10,
      API_RATE_LIMIT: 1200,
      WEBHOOK_ALLOW_PRIVATE: false,
      SUBMISSION_RATE_LIMIT: 60,
      PUBLIC_RATE_LIMIT: 300,
      NODE_ENV: undefined,
      SHUTDOWN_DELAY_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      DB_POOL_WAIT_MS: 5_000,
      DB_STATEMENT_TIMEOUT_MS: 15_000,
      DB_LOCK_TIMEOUT_MS: 10_000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      EXPORT_POOL_SIZE: 3,
      EXPORT_STALL_TIMEOUT_MS: 60_000,
      EXPORT_MAX_SECONDS: 900,
      UPLOAD_TIMEOUT_MS: 600_000,
      UPLOAD_MIN_BYTES_PER_SECOND: 8_192,
      UPLOAD_PENDING_QUOTA_MB: 512,
      UPLOAD_CLIENT_QUOTA_MB: 100,
      UPLOAD_PENDING_HOURS: 2,
      VIEW_COUNTING: true,
      VIEW_FLUSH_INTERVAL_MS: 5_000,
    });
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { PORT: number }).PORT = 1;
    }).toThrow(TypeError);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', TRUST_PROXY: ' ', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      TRUST_PROXY: [],
      DATABASE_URL: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/forms',
      DATA_DIR: '/srv/forms',
      APP_DOMAIN: 'Forms.Example.COM',
      PUBLIC_ORIGIN_TEMPLATE: 'https://{subdomain}.forms.example.com',
      CONFIRMATION_EMAILS_PER_DAY: '50',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Acme <hello@example.com>',
      LOG_LEVEL: 'debug',
      DB_POOL_SIZE: '25',
      API_RATE_LIMIT: '0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SUBMISSION_RATE_LIMIT: '0',
      PUBLIC_RATE_LIMIT: '120',
      NODE_ENV: 'production',
      SHUTDOWN_DELAY_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '20000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
      DB_POOL_WAIT_MS: '20000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_LOCK_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      EXPORT_POOL_SIZE: '5',
      EXPORT_STALL_TIMEOUT_MS: '120000',
      EXPORT_MAX_SECONDS: '60',
      UPLOAD_TIMEOUT_MS: '900000',
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
      UPLOAD_PENDING_QUOTA_MB: '0',
      UPLOAD_CLIENT_QUOTA_MB: '1',
      UPLOAD_PENDING_HOURS: '24',
      VIEW_COUNTING: 'off',
      VIEW_FLUSH_INTERVAL_MS: '250',
    });
    expect(config).toEqual({
      PORT: 8080,
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/forms',
      DATA_DIR: '/srv/forms',
      APP_DOMAIN: 'forms.example.com',
      PUBLIC_ORIGIN_TEMPLATE: 'https://{subdomain}.forms.example.com',
      CONFIRMATION_EMAILS_PER_DAY: 50,
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8', '::1'],
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Acme <hello@example.com>',
      LOG_LEVEL: 'debug',
      DB_POOL_SIZE: 25,
      API_RATE_LIMIT: 0,
      WEBHOOK_ALLOW_PRIVATE: true,
      SUBMISSION_RATE_LIMIT: 0,
      PUBLIC_RATE_LIMIT: 120,
      NODE_ENV: 'production',
      SHUTDOWN_DELAY_MS: 1500,
      SHUTDOWN_TIMEOUT_MS: 20_000,
      HTTP_HEADERS_TIMEOUT_MS: 5000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 75_000,
      DB_POOL_WAIT_MS: 20_000,
      DB_STATEMENT_TIMEOUT_MS: 0,
      DB_LOCK_TIMEOUT_MS: 1000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
      EXPORT_POOL_SIZE: 5,
      EXPORT_STALL_TIMEOUT_MS: 120_000,
      EXPORT_MAX_SECONDS: 60,
      UPLOAD_TIMEOUT_MS: 900_000,
      UPLOAD_MIN_BYTES_PER_SECOND: 0,
      UPLOAD_PENDING_QUOTA_MB: 0,
      UPLOAD_CLIENT_QUOTA_MB: 1,
      UPLOAD_PENDING_HOURS: 24,
      VIEW_COUNTING: false,
      VIEW_FLUSH_INTERVAL_MS: 250,
    });
  });

  it('derives MAIL_FROM from APP_DOMAIN', () => {
    expect(loadConfig({ APP_DOMAIN: 'forms.example.com' }).MAIL_FROM).toBe(
      'Form Service <no-reply@forms.example.com>',
    );
  });

  it.each([
    ['0', []],
    ['false', []],
    ['172.28.0.10', ['172.28.0.10']],
    ['fd00::/8,192.168.0.0/16', ['fd00::/8', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('gives the balancer time to notice a stopping replica only when there is a balancer', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).SHUTDOWN_DELAY_MS).toBe(3000);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1', SHUTDOWN_DELAY_MS: '0' }).SHUTDOWN_DELAY_MS).toBe(0);
  });

  it('accepts postgres:// and a bare MAIL_FROM address', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/forms' }).DATABASE_URL).toBe('postgres://localhost/forms');
    expect(loadConfig({ MAIL_FROM: 'noreply@example.com' }).MAIL_FROM).toBe('noreply@example.com');
  });

  describe('PUBLIC_ORIGIN_TEMPLATE', () => {
    it('defaults to the workspace address of APP_DOMAIN and PORT, without :80', () => {
      expect(loadConfig({ APP_DOMAIN: 'forms.test', PORT: '8080' }).PUBLIC_ORIGIN_TEMPLATE).toBe('http://{subdomain}.forms.test:8080');
      expect(loadConfig({ APP_DOMAIN: 'forms.test', PORT: '80' }).PUBLIC_ORIGIN_TEMPLATE).toBe('http://{subdomain}.forms.test');
    });

    it('takes an https origin with or without a port, and fills in the subdomain', () => {
      const config = loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'https://{subdomain}.forms.example/' });
      expect(config.PUBLIC_ORIGIN_TEMPLATE).toBe('https://{subdomain}.forms.example');
      expect(publicOrigin(config, 'acme')).toBe('https://acme.forms.example');
      expect(publicOrigin(loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'http://{subdomain}.localhost:8443' }), 'demo')).toBe('http://demo.localhost:8443');
    });

    it.each([
      ['https://forms.example', 'must contain {subdomain}'],
      ['ftp://{subdomain}.forms.example', 'must be an http:// or https:// origin'],
      ['{subdomain}.forms.example', 'must be an http:// or https:// origin'],
      ['https://forms.example/{subdomain}', 'must have {subdomain} in its host'],
      ['https://{subdomain}.forms.example/app', 'must be an origin without a path, query or fragment'],
      ['https://{subdomain}.forms.example?x=1', 'must be an origin without a path, query or fragment'],
      ['https://user:pw@{subdomain}.forms.example', 'must not carry credentials'],
    ])('refuses %j: %s', (template, problem) => {
      const error = errorOf({ PUBLIC_ORIGIN_TEMPLATE: template });
      expect(error.variable).toBe('PUBLIC_ORIGIN_TEMPLATE');
      expect(error.message).toBe(`PUBLIC_ORIGIN_TEMPLATE ${problem}, such as https://{subdomain}.forms.example, got ${JSON.stringify(template)}`);
    });
  });

  describe('DATA_DIR', () => {
    const cwd = process.cwd();
    let dir: string;

    beforeEach(() => {
      dir = realpathSync(mkdtempSync(join(tmpdir(), 'config-spec-')));
    });
    afterEach(() => {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    });

    it('resolves a relative value against the working directory', () => {
      process.chdir(dir);
      expect(loadConfig({ DATA_DIR: 'var/data' }).DATA_DIR).toBe(join(dir, 'var/data'));
    });

    it('defaults to .data at the workspace root, even from a sub-folder', () => {
      writeFileSync(join(dir, 'nx.json'), '{}');
      mkdirSync(join(dir, 'apps/cli'), { recursive: true });
      process.chdir(join(dir, 'apps/cli'));
      expect(loadConfig({}).DATA_DIR).toBe(join(dir, '.data'));
    });

    it('defaults to .data in the working directory outside a workspace', () => {
      process.chdir(dir);
      expect(loadConfig({}).DATA_DIR).toBe(resolve(dir, '.data'));
    });
  });

  describe('refuses', () => {
    it.each([
      [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535, got "abc"'],
      [{ PORT: '0' }, 'PORT must be an integer between 1 and 65535, got "0"'],
      [{ PORT: '65536' }, 'PORT must be an integer between 1 and 65535, got "65536"'],
      [{ PORT: '3000.5' }, 'PORT must be an integer between 1 and 65535, got "3000.5"'],
      [{ PORT: '-1' }, 'PORT must be an integer between 1 and 65535, got "-1"'],
      [{ DATABASE_URL: 'mysql://localhost/forms' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://localhost/forms"'],
      [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "not a url"'],
      [{ APP_DOMAIN: 'http://example.com' }, 'APP_DOMAIN must be a hostname such as example.com (no scheme, port or path), got "http://example.com"'],
      [{ APP_DOMAIN: 'localhost:3000' }, 'APP_DOMAIN must be a hostname such as example.com (no scheme, port or path), got "localhost:3000"'],
      [{ APP_DOMAIN: '-bad.example.com' }, 'APP_DOMAIN must be a hostname such as example.com (no scheme, port or path), got "-bad.example.com"'],
      [{ APP_DOMAIN: 'example..com' }, 'APP_DOMAIN must be a hostname such as example.com (no scheme, port or path), got "example..com"'],
      [{ TRUST_PROXY: 'yes' }, `TRUST_PROXY must list the load balancer's IP addresses or CIDRs (such as 127.0.0.1,10.0.0.0/8), or be false, got "yes"`],
      // Trusting every hop would let any client forge X-Forwarded-Host.
      [{ TRUST_PROXY: 'true' }, `TRUST_PROXY must list the load balancer's IP addresses or CIDRs (such as 127.0.0.1,10.0.0.0/8), or be false, got "true"`],
      [{ TRUST_PROXY: '10.0.0.0/33' }, `TRUST_PROXY must list the load balancer's IP addresses or CIDRs (such as 127.0.0.1,10.0.0.0/8), or be false, got "10.0.0.0/33"`],
      [{ TRUST_PROXY: '127.0.0.1,lb.internal' }, `TRUST_PROXY must list the load balancer's IP addresses or CIDRs (such as 127.0.0.1,10.0.0.0/8), or be false, got "127.0.0.1,lb.internal"`],
      [{ HTTP_REQUEST_TIMEOUT_MS: '5000' }, 'HTTP_REQUEST_TIMEOUT_MS must be an integer between 10000 and 600000, got "5000"'],
      [{ DB_LOCK_TIMEOUT_MS: '-1' }, 'DB_LOCK_TIMEOUT_MS must be an integer between 0 and 3600000, got "-1"'],
      [{ WEBHOOK_ALLOW_PRIVATE: 'on' }, 'WEBHOOK_ALLOW_PRIVATE must be one of true, false, 1, 0, got "on"'],
      [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be a smtp:// or smtps:// URL with a host, got "http://mail.example.com"'],
      [{ SMTP_URL: 'smtp://' }, 'SMTP_URL must be a smtp:// or smtps:// URL with a host, got "smtp://"'],
      [{ MAIL_FROM: 'Form Service' }, 'MAIL_FROM must be an address or "Name <address>", got "Form Service"'],
      [{ MAIL_FROM: 'Acme <hello>' }, 'MAIL_FROM must be an address or "Name <address>", got "Acme <hello>"'],
      [{ LOG_LEVEL: 'info' }, 'LOG_LEVEL must be one of error, warn, log, debug, verbose, got "info"'],
      [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be an integer between 1 and 100, got "0"'],
      [{ EXPORT_POOL_SIZE: '0' }, 'EXPORT_POOL_SIZE must be an integer between 1 and 100, got "0"'],
      [{ EXPORT_STALL_TIMEOUT_MS: '500' }, 'EXPORT_STALL_TIMEOUT_MS must be an integer between 1000 and 3600000, got "500"'],
      [{ EXPORT_MAX_SECONDS: '0' }, 'EXPORT_MAX_SECONDS must be an integer between 1 and 86400, got "0"'],
      [{ EXPORT_MAX_SECONDS: '15m' }, 'EXPORT_MAX_SECONDS must be an integer between 1 and 86400, got "15m"'],
      [{ UPLOAD_TIMEOUT_MS: '20000' }, 'UPLOAD_TIMEOUT_MS must be an integer between 30000 and 3600000, got "20000"'],
      [{ UPLOAD_MIN_BYTES_PER_SECOND: 'fast' }, 'UPLOAD_MIN_BYTES_PER_SECOND must be an integer between 0 and 1000000000, got "fast"'],
      [{ DB_POOL_SIZE: '101' }, 'DB_POOL_SIZE must be an integer between 1 and 100, got "101"'],
      [{ DB_POOL_SIZE: 'ten' }, 'DB_POOL_SIZE must be an integer between 1 and 100, got "ten"'],
      [{ API_RATE_LIMIT: '-1' }, 'API_RATE_LIMIT must be an integer between 0 and 1000000000, got "-1"'],
      [{ API_RATE_LIMIT: '12.5' }, 'API_RATE_LIMIT must be an integer between 0 and 1000000000, got "12.5"'],
      [{ API_RATE_LIMIT: 'lots' }, 'API_RATE_LIMIT must be an integer between 0 and 1000000000, got "lots"'],
      [{ SUBMISSION_RATE_LIMIT: '-1' }, 'SUBMISSION_RATE_LIMIT must be an integer between 0 and 100000, got "-1"'],
      [{ PUBLIC_RATE_LIMIT: 'many' }, 'PUBLIC_RATE_LIMIT must be an integer between 0 and 1000000000, got "many"'],
      [{ CONFIRMATION_EMAILS_PER_DAY: '-5' }, 'CONFIRMATION_EMAILS_PER_DAY must be an integer between 0 and 1000000000, got "-5"'],
      [{ UPLOAD_PENDING_QUOTA_MB: '-1' }, 'UPLOAD_PENDING_QUOTA_MB must be an integer between 0 and 1000000, got "-1"'],
      [{ UPLOAD_PENDING_HOURS: '0' }, 'UPLOAD_PENDING_HOURS must be an integer between 1 and 168, got "0"'],
      [{ VIEW_COUNTING: 'maybe' }, 'VIEW_COUNTING must be one of on, off, true, false, 1, 0, got "maybe"'],
      [{ VIEW_FLUSH_INTERVAL_MS: '60000' }, 'VIEW_FLUSH_INTERVAL_MS must be an integer between 50 and 10000, got "60000"'],
    ])('%j', (env, message) => {
      const error = errorOf(env);
      expect(error.message).toBe(message);
      expect(error.variable).toBe(Object.keys(env)[0]);
      expect(error.name).toBe('ConfigError');
    });

    it('without echoing a password', () => {
      const error = errorOf({ DATABASE_URL: 'mysql://app:s3cret@db/forms' });
      expect(error.message).toBe('DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://app:***@db/forms"');
    });

    it('on a single line', () => {
      expect(errorOf({ PORT: '80\n80' }).message).toBe('PORT must be an integer between 1 and 65535, got "80\\n80"');
    });
  });
});

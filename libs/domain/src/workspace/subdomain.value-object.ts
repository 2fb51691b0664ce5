import { DomainError } from '../errors';

const SHAPE = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

/** Names that route to the product itself, or read as if they did. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www', 'api', 'admin', 'app', 'apps', 'assets', 'auth', 'billing', 'blog', 'cdn', 'dashboard', 'dev',
  'docs', 'help', 'login', 'mail', 'smtp', 'imap', 'pop', 'ftp', 'ns1', 'ns2', 'root', 'static', 'status',
  'support', 'staging', 'test', 'your-subdomain', 'localhost', 'internal', 'system',
]);

export class Subdomain {
  private constructor(readonly value: string) {}

  /** 3-63 characters of a-z, 0-9 and '-', not starting or ending with '-', not reserved. */
  static create(raw: string, field = 'subdomain'): Subdomain {
    if (!SHAPE.test(raw)) {
      throw DomainError.invalid(
        field,
        'must be 3-63 characters of a-z, 0-9 and "-", not starting or ending with "-"',
      );
    }
    if (RESERVED_SUBDOMAINS.has(raw)) throw DomainError.invalid(field, `"${raw}" is reserved`);
    return new Subdomain(raw);
  }

  /** For values read back from storage, which were validated when written. */
  static fromTrusted(value: string): Subdomain {
    return new Subdomain(value);
  }
}

import { DomainError } from '../errors';

// Deliberately plain: one @, no spaces or control characters, a dot in the domain, no empty labels.
// Deliverability is the mail server's business; this catches typos and junk.
const SHAPE = /^[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export class Email {
  private constructor(readonly value: string) {}

  /** Trimmed; compared case-insensitively through `normalized`. */
  static create(raw: string, field = 'email'): Email {
    const value = raw.trim();
    if (value.length === 0) throw DomainError.invalid(field, 'must not be blank');
    if (value.length > 254 || !SHAPE.test(value) || value.split('@')[0].length > 64) {
      throw DomainError.invalid(field, 'is not a valid email');
    }
    return new Email(value);
  }

  static fromTrusted(value: string): Email {
    return new Email(value);
  }

  get normalized(): string {
    return this.value.toLowerCase();
  }

  equals(other: Email): boolean {
    return this.normalized === other.normalized;
  }
}

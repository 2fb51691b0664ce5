import { createHmac, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from '@forms/application';

/** The hidden field that carries a visit of the fill page from one step to the next. */
export const VISIT_FIELD = '_visit';

/** One fill of a form, from its first page to its submission, and the pages it was counted on. */
export interface FillVisit {
  id: string;
  counted: ReadonlySet<number>;
}

const MAX_PAGES = 1000;

/**
 * A visit carried in the page itself, signed, instead of stored: opening the first page writes nothing
 * and sets no cookie, and a respondent cannot claim to be counted on pages they were not (nor erase the
 * pages they were). The value names its form, so it is worth nothing on another one. The key is the
 * same for every replica (made once by a migration), so any replica reads what another one signed.
 */
export class FillVisitSigner {
  constructor(private readonly key: Buffer) {}

  /** A new visit, for the first page shown. */
  start(): FillVisit {
    return { id: pooledRandomBytes(12).toString('base64url'), counted: new Set() };
  }

  sign(formId: string, visit: FillVisit): string {
    const pages = [...visit.counted].sort((a, b) => a - b).join('-');
    const body = `${visit.id}.${pages}`;
    return `${body}.${this.mac(formId, body)}`;
  }

  /** The visit a post carries; null when it carries none, or one that was not signed here for this form. */
  read(formId: string, value: string | undefined): FillVisit | null {
    if (!value || value.length > 4096) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [id, pages, mac] = parts;
    const expected = Buffer.from(this.mac(formId, `${id}.${pages}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const counted = pages === '' ? [] : pages.split('-').map(Number);
    if (counted.some((page) => !Number.isInteger(page) || page < 1 || page > MAX_PAGES)) return null;
    return { id, counted: new Set(counted) };
  }

  /**
   * Proof, for a framed thank-you page, that its browser just made `submissionId`: inside a frame on
   * another site the browser withholds the cookie that says so. It goes only into the frame's own address
   * (the embedding page never sees it, while it is told the submission's id), and lasts until `expiresAt`.
   */
  signAnswered(formId: string, submissionId: string, expiresAt: Date): string {
    const body = `${submissionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${body}.${this.mac(formId, `answered.${body}`)}`;
  }

  /** The submission an answered-proof names, if it was signed here for this form and has not expired. */
  readAnswered(formId: string, value: string | null, now: Date): string | null {
    if (!value || value.length > 200) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [submissionId, expires, mac] = parts;
    const expected = Buffer.from(this.mac(formId, `answered.${submissionId}.${expires}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return /^\d+$/.test(expires) && Number(expires) * 1000 > now.getTime() ? submissionId : null;
  }

  private mac(formId: string, body: string): string {
    return createHmac('sha256', this.key).update(`${formId}.${body}`).digest('base64url').slice(0, 32);
  }
}

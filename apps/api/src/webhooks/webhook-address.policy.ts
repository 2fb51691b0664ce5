import type { WebhookAddressPolicy } from '@forms/application';
import { hostOf, InternalAddressError, resolvePublic } from './network-address';

/** Checks a webhook's URL when it is created or changed; each delivery checks again when it connects. */
export class DnsWebhookAddressPolicy implements WebhookAddressPolicy {
  constructor(private readonly allowPrivate: boolean) {}

  async check(url: string): Promise<'allowed' | 'internal' | 'unresolvable'> {
    if (this.allowPrivate) return 'allowed';
    try {
      await resolvePublic(hostOf(new URL(url)), false);
      return 'allowed';
    } catch (error) {
      return error instanceof InternalAddressError ? 'internal' : 'unresolvable';
    }
  }
}

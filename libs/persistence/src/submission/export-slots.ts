/** `busy`: no slot is free; `fair-share`: the workspace already holds one and another workspace needs it more. */
export type SlotRefusal = 'busy' | 'fair-share';

export type SlotGrant = { granted: true; release: () => void } | { granted: false; refusal: SlotRefusal };

/** At most this many workspaces are remembered as waiting: each costs a map entry, and a flood of refused workspaces must not grow memory. */
const MAX_WAITING = 10_000;

/**
 * The export connections of one process, shared fairly between workspaces.
 *
 * The rule, checked synchronously (before any await, so two requests cannot both pass it for the same
 * place):
 * - a workspace that holds none of this process's slots takes any free one;
 * - a workspace that already holds one takes another only when at least one more stays free after it
 *   (the last free slot is kept for a workspace that has none) and no other workspace is waiting.
 *
 * "Waiting" means refused for want of a free slot: such a workspace was told to come back after
 * Retry-After, so it is counted as waiting for `waitingMs` (longer than that, so a client that retries a
 * little late still finds its place kept), or until it gets a slot. Together: while another workspace
 * waits, no workspace takes a second slot, and the last free slot always goes to a workspace that has none.
 * (A second slot taken while nobody waited is not taken back: the export runs to its end.)
 *
 * The slots are this process's connections, so the rule holds per replica: each replica shares its own
 * slots this way (the cap per workspace across replicas is the advisory locks' business).
 */
export class ExportSlots {
  private readonly held = new Map<string, number>();
  /** Workspace id -> until when (ms) it counts as waiting. */
  private readonly waiting = new Map<string, number>();
  private inUse = 0;

  constructor(
    readonly capacity: number,
    private readonly waitingMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Slots taken right now. */
  get running(): number {
    return this.inUse;
  }

  take(workspaceId: string): SlotGrant {
    const now = this.now();
    for (const [id, until] of this.waiting) if (until <= now) this.waiting.delete(id);
    const mine = this.held.get(workspaceId) ?? 0;
    const free = this.capacity - this.inUse;
    if (mine === 0) {
      if (free <= 0) {
        if (this.waiting.has(workspaceId) || this.waiting.size < MAX_WAITING) this.waiting.set(workspaceId, now + this.waitingMs);
        return { granted: false, refusal: 'busy' };
      }
    } else if (free <= 1 || this.othersWaiting(workspaceId)) {
      return { granted: false, refusal: free <= 0 ? 'busy' : 'fair-share' };
    }
    this.waiting.delete(workspaceId);
    this.held.set(workspaceId, mine + 1);
    this.inUse++;
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inUse--;
        const left = (this.held.get(workspaceId) ?? 1) - 1;
        if (left > 0) this.held.set(workspaceId, left);
        else this.held.delete(workspaceId);
      },
    };
  }

  private othersWaiting(workspaceId: string): boolean {
    for (const id of this.waiting.keys()) if (id !== workspaceId) return true;
    return false;
  }
}

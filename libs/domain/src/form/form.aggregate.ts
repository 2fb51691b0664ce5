import { DomainError } from '../errors';
import type { Email } from '../team-member/email.value-object';

/** Only "draft" is reachable through the API today; the others exist for forms made elsewhere. */
export type FormState = 'draft' | 'published' | 'closed';

export interface FormProps {
  id: string;
  workspaceId: string;
  title: string;
  state: FormState;
  isPublished: boolean;
  isArchived: boolean;
  isDisabled: boolean;
  isSuspended: boolean;
  createdBy: string;
  /** Live submissions. */
  submissionsCount: number;
  /** The last position handed out; positions are never reused, so deletions leave holes below it. */
  lastPosition: number;
  /** Creation time of the newest submission: a later one is never stamped earlier. */
  lastSubmissionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export class Form {
  private constructor(private readonly props: FormProps) {}

  /** The title is trimmed and 1-255 characters; a new form is an unpublished draft. */
  static create(input: { id: string; workspaceId: string; title: string; createdBy: Email; now: Date }): Form {
    const title = input.title.trim();
    if (title.length === 0) throw DomainError.invalid('title', 'must not be blank');
    if (title.length > 255) throw DomainError.invalid('title', 'must be at most 255 characters');
    return new Form({
      id: input.id,
      workspaceId: input.workspaceId,
      title,
      state: 'draft',
      isPublished: false,
      isArchived: false,
      isDisabled: false,
      isSuspended: false,
      createdBy: input.createdBy.value,
      submissionsCount: 0,
      lastPosition: 0,
      lastSubmissionAt: null,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: FormProps): Form {
    return new Form({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get workspaceId(): string {
    return this.props.workspaceId;
  }
  get title(): string {
    return this.props.title;
  }
  get state(): FormState {
    return this.props.state;
  }
  get isPublished(): boolean {
    return this.props.isPublished;
  }
  get isArchived(): boolean {
    return this.props.isArchived;
  }
  get isDisabled(): boolean {
    return this.props.isDisabled;
  }
  get isSuspended(): boolean {
    return this.props.isSuspended;
  }
  get createdBy(): string {
    return this.props.createdBy;
  }
  get submissionsCount(): number {
    return this.props.submissionsCount;
  }
  get lastPosition(): number {
    return this.props.lastPosition;
  }
  get lastSubmissionAt(): Date | null {
    return this.props.lastSubmissionAt;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }

  /**
   * Reserves the next `count` positions for new submissions, created at `createdAt` times that the
   * caller makes non-decreasing from `firstCreatedAt` on, and returns the first position. Positions are
   * handed out in creation order and never reused, which is what lets a time filter become a position
   * range and a page a range of blocks.
   */
  reserveSubmissionPositions(count: number, lastCreatedAt: Date): number {
    if (!Number.isInteger(count) || count < 1) throw DomainError.invalid('count', 'must be a positive integer');
    const first = this.props.lastPosition + 1;
    this.props.lastPosition += count;
    this.props.submissionsCount += count;
    this.props.lastSubmissionAt = lastCreatedAt;
    return first;
  }

  /** The creation time of a submission made now: never earlier than the newest one's. */
  nextSubmissionTime(now: Date): Date {
    const last = this.props.lastSubmissionAt;
    return last && last > now ? last : now;
  }

  /** A submission was erased: it no longer counts. */
  forgetSubmission(): void {
    if (this.props.submissionsCount === 0) throw DomainError.invalid('count', 'no submission is left to forget');
    this.props.submissionsCount -= 1;
  }
}

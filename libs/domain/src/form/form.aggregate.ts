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
  submissionsCount: number;
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
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }

  /**
   * Reserves the next `count` dense positions for new submissions and returns the first. Positions are
   * 1..submissionsCount in creation order, which is what lets a page number become a position range.
   */
  reserveSubmissionPositions(count: number): number {
    if (!Number.isInteger(count) || count < 1) throw DomainError.invalid('count', 'must be a positive integer');
    const first = this.props.submissionsCount + 1;
    this.props.submissionsCount += count;
    return first;
  }
}

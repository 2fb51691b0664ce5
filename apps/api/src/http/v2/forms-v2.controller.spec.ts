import { DomainError, DomainErrorCode } from '@forms/domain';
import { nestedUnderForm } from './forms-v2.controller';

describe('nestedUnderForm', () => {
  it('names the form fields by their path in the v2 request', () => {
    expect((nestedUnderForm(DomainError.invalid('title', 'must not be blank')) as Error).message).toBe('form.title must not be blank');
    const creator = nestedUnderForm(DomainError.invalid('created_by_email', 'is not a valid email')) as DomainError;
    expect(creator.message).toBe('form.created_by_email is not a valid email');
    expect(creator.code).toBe(DomainErrorCode.ValidationFailed);
  });

  it('leaves other errors as they are', () => {
    const notFound = DomainError.workspaceNotFound();
    expect(nestedUnderForm(notFound)).toBe(notFound);
    const other = DomainError.invalid('titles', 'x');
    expect(nestedUnderForm(other)).toBe(other);
  });
});

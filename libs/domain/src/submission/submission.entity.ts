import { DomainError } from '../errors';

export interface UserAgent {
  id: string;
  name: string;
  version: string;
  ip_address: string;
  device_name: string;
  device_type: string;
  operating_system: string;
  operating_system_version: string;
}

/** One answer; `kind` is the question type (text, email, number, choice, date, ...). */
export interface SubmissionResponse {
  id: string;
  label: string;
  position: number;
  kind: string;
  slug: string;
  value: string;
}

export interface SubmissionProps {
  id: string;
  workspaceId: string;
  formId: string;
  position: number;
  createdAt: Date;
  fieldValues: Record<string, unknown>[];
  userAgent: UserAgent;
  responses: SubmissionResponse[];
}

export class Submission {
  private constructor(readonly props: Readonly<SubmissionProps>) {}

  /** Responses are numbered 1..n without gaps so that clients can rely on `position` for order. */
  static record(props: SubmissionProps): Submission {
    props.responses.forEach((response, index) => {
      if (response.position !== index + 1) {
        throw DomainError.invalid(`responses[${index}].position`, `must be ${index + 1}`);
      }
    });
    return new Submission({ ...props });
  }
}

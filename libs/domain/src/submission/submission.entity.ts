import { DomainError } from '../errors';
import type { SubmissionResponse } from './answers';

/** The browser a submission came from, as recorded; unknown parts are "". */
export interface UserAgent {
  id: string;
  name: string;
  version: string;
  ipAddress: string;
  deviceName: string;
  deviceType: string;
  operatingSystem: string;
  operatingSystemVersion: string;
}

/** The value a hidden field had when the submission was made. */
export interface FieldValue {
  field: string;
  value: string;
}

export interface SubmissionProps {
  id: string;
  workspaceId: string;
  formId: string;
  position: number;
  createdAt: Date;
  fieldValues: FieldValue[];
  userAgent: UserAgent;
  responses: SubmissionResponse[];
}

/** A submission before it has its place: the form gives the next position when it is stored. */
export type NewSubmission = Omit<SubmissionProps, 'position'>;

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

import { DomainError, DomainErrorCode } from '../errors';
import { Email } from '../team-member/email.value-object';
import { type AnswerValue, InvalidAnswers, recordAnswers } from '../submission/answers';
import { checkFileName, cleanFileName, extensionOf, fileTooLarge, maxFileBytes } from './file-upload';
import { Form } from './form.aggregate';
import { buildQuestions, type QuestionInput } from './question';

let n = 0;
const newId = () => `id${++n}`;

function refusal(inputs: QuestionInput[]): string {
  try {
    buildQuestions(inputs, [], newId);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('file_upload questions', () => {
  it('take max_size_mb 10 and any type by default, and only file questions carry the settings', () => {
    const [file, text] = buildQuestions([{ kind: 'file_upload', label: 'CV' }, { kind: 'short_text', label: 'Name' }], [], newId);
    expect(file).toMatchObject({ kind: 'file_upload', slug: 'cv', options: [], scale: null, maxSizeMb: 10, acceptedTypes: [] });
    // Other kinds keep exactly the keys they always had: their stored and shown JSON does not change.
    expect(Object.keys(text).sort()).toEqual(['id', 'kind', 'label', 'options', 'position', 'required', 'scale', 'slug']);
  });

  it('keep the size and extensions given', () => {
    const [file] = buildQuestions([{ kind: 'file_upload', label: 'Scan', maxSizeMb: 25, acceptedTypes: ['.pdf', '.png'] }], [], newId);
    expect(file).toMatchObject({ maxSizeMb: 25, acceptedTypes: ['.pdf', '.png'] });
    expect(maxFileBytes(file)).toBe(25 * 1_048_576);
  });

  it.each<[QuestionInput, string]>([
    [{ kind: 'file_upload', label: 'F', maxSizeMb: 0 }, 'questions[1].maxSizeMb must be an integer from 1 to 25'],
    [{ kind: 'file_upload', label: 'F', maxSizeMb: 26 }, 'questions[1].maxSizeMb must be an integer from 1 to 25'],
    [{ kind: 'file_upload', label: 'F', maxSizeMb: 2.5 }, 'questions[1].maxSizeMb must be an integer from 1 to 25'],
    [{ kind: 'file_upload', label: 'F', acceptedTypes: ['pdf'] }, 'questions[1].acceptedTypes[0] must be a lower-case file extension such as .pdf'],
    [{ kind: 'file_upload', label: 'F', acceptedTypes: ['.PDF'] }, 'questions[1].acceptedTypes[0] must be a lower-case file extension such as .pdf'],
    [{ kind: 'file_upload', label: 'F', acceptedTypes: ['.pdf', '.pdf'] }, 'questions[1].acceptedTypes[1] is a duplicate'],
    [
      { kind: 'file_upload', label: 'F', acceptedTypes: Array.from({ length: 21 }, (_, index) => `.x${index}`) },
      'questions[1].acceptedTypes must have at most 20 entries',
    ],
    [{ kind: 'file_upload', label: 'F', options: ['a', 'b'] }, 'questions[1].options is only allowed for single_choice, multiple_choice, dropdown'],
    [{ kind: 'short_text', label: 'F', maxSizeMb: 5 }, 'questions[1].maxSizeMb is only allowed for file_upload'],
    [{ kind: 'rating', label: 'F', acceptedTypes: ['.pdf'] }, 'questions[1].acceptedTypes is only allowed for file_upload'],
  ])('refuses %j naming the field with its index', (input, message) => {
    expect(refusal([{ kind: 'short_text', label: 'First' }, input])).toBe(message);
  });

  it('count as a change of the form when their settings change', () => {
    const form = Form.create({
      id: 'f1',
      workspaceId: 'w1',
      title: 'Jobs',
      createdBy: Email.create('ada@example.com'),
      now: new Date(0),
      questions: [{ kind: 'file_upload', label: 'CV', maxSizeMb: 5 }],
      newId,
    });
    const id = form.questions[0].id;
    expect(form.change({ questions: [{ id, kind: 'file_upload', label: 'CV', maxSizeMb: 5 }] }, new Date(1), newId)).toBe(false);
    expect(form.change({ questions: [{ id, kind: 'file_upload', label: 'CV', maxSizeMb: 5, acceptedTypes: ['.pdf'] }] }, new Date(2), newId)).toBe(true);
    expect(form.questions[0].acceptedTypes).toEqual(['.pdf']);
    expect(form.change({ questions: [{ id, kind: 'file_upload', label: 'CV', maxSizeMb: 6, acceptedTypes: ['.pdf'] }] }, new Date(3), newId)).toBe(true);
    expect(form.questions[0].maxSizeMb).toBe(6);
  });
});

describe('answers to a file question', () => {
  const questions = buildQuestions([{ kind: 'file_upload', label: 'CV', required: true }, { kind: 'file_upload', label: 'Photo' }], [], newId);
  const uploadId = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

  it('are the id of an upload, kept in lower case; an unanswered optional one is ""', () => {
    const { responses } = recordAnswers(questions, [], { cv: ` ${uploadId.toUpperCase()} ` }, {}, newId);
    expect(responses.map((response) => [response.kind, response.slug, response.value])).toEqual([
      ['file_upload', 'cv', uploadId],
      ['file_upload', 'photo', ''],
    ]);
  });

  it.each<[unknown, string]>([
    [undefined, 'responses.cv is required'],
    ['cv.pdf', 'responses.cv must be the id of a file uploaded to this question'],
    [42, 'responses.cv must be a string'],
    [[uploadId], 'responses.cv must be a single answer'],
  ])('refuse %j', (answer, message) => {
    const answers: Record<string, AnswerValue> = answer === undefined ? {} : { cv: answer as string };
    expect(() => recordAnswers(questions, [], answers, {}, newId)).toThrow(InvalidAnswers);
    expect(() => recordAnswers(questions, [], answers, {}, newId)).toThrow(message);
  });
});

describe('file names', () => {
  it.each([
    ['report.PDF', '.pdf'],
    ['archive.tar.gz', '.gz'],
    ['.bashrc', ''],
    ['README', ''],
    ['trailing.', ''],
  ])('%j has the extension %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
    ['/home/ada/cv.pdf', 'cv.pdf'],
    ['  bad\u0000name\r\n.txt ', 'badname.txt'],
    ['..', 'file'],
    ['', 'file'],
    ['ünïcødé 📄.pdf', 'ünïcødé 📄.pdf'],
    [`${'x'.repeat(300)}.pdf`, 'x'.repeat(255)],
    // Direction controls would show `invoice\u202Efdp.exe` as `invoiceexe.pdf`: every one of them goes.
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u202A\u202B\u202C\u202D\u202Ea\u2066\u2067\u2068\u2069b\u200E\u200F\u061Cc.txt', 'abc.txt'],
    ['\u202E\u2066', 'file'],
    ['עברית.pdf', 'עברית.pdf'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(cleanFileName(raw)).toBe(kept);
  });

  it('are checked against the accepted extensions, whatever their case', () => {
    const question = { maxSizeMb: 1, acceptedTypes: ['.pdf', '.png'] };
    expect(() => checkFileName(question, 'scan.PNG')).not.toThrow();
    expect(() => checkFileName(question, 'page.html')).toThrow('file must be one of: .pdf, .png');
    expect(() => checkFileName(question, 'no-extension')).toThrow('file must be one of: .pdf, .png');
    expect(() => checkFileName({ maxSizeMb: 1, acceptedTypes: [] }, 'anything.exe')).not.toThrow();
  });

  it('too large is its own refusal (413), naming the size in MB', () => {
    const error = fileTooLarge({ maxSizeMb: 3 });
    expect(error.code).toBe(DomainErrorCode.FileTooLarge);
    expect(error.message).toBe('file must be at most 3 MB');
  });
});

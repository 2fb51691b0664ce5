import { checkFileName, cleanContentType, cleanFileName, emptyFile, fileTooLarge, maxFileBytes } from '@forms/domain';
import type { IdGenerator } from '../shared/ports/system.port';
import { ReceiveUpload, type ReceiveUploadCommand, type UploadView } from './receive-upload.use-case';

/**
 * A file chosen on a member's preview of the fill page: refused for the same reasons a respondent's file
 * would be (not a file question, a type not accepted, too large, empty), so that the preview behaves like
 * the real page, and then dropped. Nothing is written and no respondent's limit is counted: a preview
 * stores nothing. The id only lets the file travel to the preview's later pages like a real upload's.
 */
export class CheckPreviewUpload {
  constructor(private readonly ids: IdGenerator) {}

  async execute(command: ReceiveUploadCommand): Promise<UploadView> {
    const question = ReceiveUpload.fileQuestion(command.destination, command.questionSlug);
    const name = cleanFileName(command.fileName);
    checkFileName(question, name);
    const limit = maxFileBytes(question);
    let size = 0;
    for await (const piece of command.content) {
      size += piece.length;
      if (size > limit) throw fileTooLarge(question);
    }
    if (size === 0) throw emptyFile();
    return { id: this.ids.next(), name, size, contentType: cleanContentType(command.contentType) };
  }
}

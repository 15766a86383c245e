import { Readable } from 'node:stream';
import busboy from 'busboy';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import { bodyChunks } from './read-body.ts';

/** Room for the multipart envelope around the file: its boundaries, part headers and the few small fields. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadedFile {
  filename: string;
  declaredType: string;
  data: Buffer;
}

/**
 * Reads the one file of a multipart request with hard limits (1 file, `maxBytes`, a few small fields).
 * A file over the limit is refused with `tooLargeMessage`, never stored truncated, and reading stops
 * there: a body declaring more than the file and its envelope is refused before it is read.
 */
export async function readUpload(
  request: Request,
  {
    field = 'file',
    maxBytes,
    tooLargeMessage,
  }: { field?: string; maxBytes: number; tooLargeMessage: string },
): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type))
    throw unsupportedMediaType('Send the file as multipart/form-data');
  if (!request.body) throw badRequest(`No file in the "${field}" field`);

  return new Promise<UploadedFile>((resolve, reject) => {
    const body = Readable.from(bodyChunks(request, maxBytes + ENVELOPE_BYTES, tooLargeMessage), {
      objectMode: false,
    });
    /** Refuses the upload and reads no more of it. */
    const stop = (error: Error) => {
      body.unpipe();
      body.destroy();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        // Browsers send the file's name as UTF-8 (busboy would read it as Latin-1).
        defParamCharset: 'utf8',
        // One byte over the limit is how an over-large file is told apart from one exactly at it.
        limits: { files: 1, fileSize: maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
      });
    } catch {
      stop(badRequest('Malformed multipart body'));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: Error | undefined;
    parser.on('file', (name, stream, info) => {
      // A body cut short fails the file's stream too: the parser's own error answers the request, and an
      // unheard stream error would bring the whole function instance down.
      stream.on('error', () => undefined);
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = payloadTooLarge(tooLargeMessage);
        stop(failure);
      });
      stream.on('close', () => {
        if (!failure)
          file = { filename: info.filename ?? '', declaredType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= badRequest('Send exactly one file');
    });
    parser.on('error', () => reject(failure ?? badRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.data.length === 0) reject(badRequest(`No file in the "${field}" field`));
      else resolve(file);
    });
    body
      .on('error', (error) => stop(error instanceof HttpError ? error : badRequest('Upload interrupted')))
      .pipe(parser);
  });
}

/** An error a client caused or must be told about: becomes `{ "detail": message }` with `status`. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly headers: Record<string, string>;
  /** More of the answer's body, beside `detail` (the field a form should mark). */
  readonly extra: Record<string, unknown>;
  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.extra = extra;
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
/** A 400 about one field of a form: `{"detail": …, "field": …}`, so the form can mark that field. */
export const invalidField = (field: string, detail: string) => new HttpError(400, detail, {}, { field });
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this') => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

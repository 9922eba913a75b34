import type { Test } from 'supertest';

export interface FormFile {
  field: string;
  data: Buffer;
  filename: string;
  /** What the client claims; the server must not trust it. */
  contentType?: string;
}

/** Adds text fields and files to a request as a multipart form, the way the admin pages send it. */
export function sendForm(
  test: Test,
  fields: Record<string, string>,
  files: readonly FormFile[] = [],
): Test {
  for (const [name, value] of Object.entries(fields)) test.field(name, value);
  for (const file of files) {
    test.attach(file.field, file.data, {
      filename: file.filename,
      contentType: file.contentType ?? 'image/png',
    });
  }
  return test;
}

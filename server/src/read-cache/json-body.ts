import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are, as the compression middleware does. */
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Readonly<Record<ContentEncoding, (data: Buffer) => Promise<Buffer>>> = {
  br: (data) =>
    promisify(zlib.brotliCompress)(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(zlib.gzip)(data, { level: 6 }),
};

/**
 * A JSON answer (or another text, such as a feed) serialised once, with its validator and its compressed forms made on first use,
 * so serving it again costs neither serialising, hashing nor compressing.
 */
export class JsonBody {
  /** Weak: the same validator stands for the identity, gzip and brotli forms of the body. */
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {
    const hash = createHash('sha1').update(bytes).digest('base64url');
    this.etag = `W/"${bytes.length.toString(16)}-${hash}"`;
  }

  static of(value: unknown): JsonBody {
    return new JsonBody(Buffer.from(JSON.stringify(value)));
  }

  get compressible(): boolean {
    return this.bytes.length >= MIN_COMPRESSED_BYTES;
  }

  /** Bytes this body may hold: its JSON plus room for its compressed forms. */
  get retainedSize(): number {
    return this.compressible ? Math.ceil(this.bytes.length * 1.5) : this.bytes.length;
  }

  encode(encoding: ContentEncoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](this.bytes);
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

import type { Request, Response } from 'express';
import type { ContentEncoding, JsonBody } from './json-body.js';

function preferredEncoding(req: Request, body: JsonBody): ContentEncoding | undefined {
  if (!body.compressible) return undefined;
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
}

/** The type of the answers kept by the read cache unless told otherwise. */
const JSON_TYPE = 'application/json; charset=utf-8';

function send(res: Response, data: Buffer, type: string, encoding?: ContentEncoding): void {
  res.setHeader('Content-Type', type);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', data.length);
  res.end(data);
}

/**
 * Sends a stored answer, JSON unless `type` says otherwise: 304 when the client's `If-None-Match`
 * holds its validator, otherwise its ready-made brotli, gzip or plain bytes. `no-cache` lets browsers keep the answer
 * but makes them ask again (cheaply, with the validator) before using it. The plain bytes are
 * sent at once; a compressed form may have to be made first.
 */
export function sendJsonBody(
  req: Request,
  res: Response,
  body: JsonBody,
  type = JSON_TYPE,
): void | Promise<void> {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', body.etag);
  if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'Accept-Encoding');
  else res.vary('Accept-Encoding');
  // Only a validator can make this answer fresh: it carries no Last-Modified.
  if (req.headers['if-none-match'] !== undefined && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req, body);
  if (!encoding) {
    send(res, body.bytes, type);
    return;
  }
  return body.encode(encoding).then((data) => send(res, data, type, encoding));
}

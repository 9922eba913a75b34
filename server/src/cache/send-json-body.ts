import type { Request, Response } from 'express';
import type { ContentEncoding, JsonBody } from './json-body.js';

function preferredEncoding(req: Request, body: JsonBody): ContentEncoding | undefined {
  if (!body.compressible) return undefined;
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
}

/**
 * Sends a stored JSON answer: 304 when the client's `If-None-Match` holds its validator,
 * otherwise its ready-made brotli, gzip or plain bytes. `no-cache` lets browsers keep the answer
 * but makes them ask again (cheaply, with the validator) before using it.
 */
export async function sendJsonBody(req: Request, res: Response, body: JsonBody): Promise<void> {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', body.etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req, body);
  const data = encoding ? await body.encode(encoding) : body.bytes;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', data.length);
  res.end(data);
}

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '../../src/listings/listing-kinds.js';
import {
  jpegBytes,
  listingForm,
  pngBytes,
  postForm,
  svgBytes,
  textBytes,
} from '../support/fixtures.js';
import { sendForm, type FormFile } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi({ MAX_UPLOAD_MB: '0.01' });
const card = listingKinds[0]!;

function createCard(files: FormFile[], fields = listingForm(card)) {
  const test = request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth);
  return sendForm(test, fields, files);
}

describe('image uploads', () => {
  it.each([
    ['text bytes named like a PNG', textBytes, 'photo.png', 'image/png'],
    ['an SVG image', svgBytes, 'logo.svg', 'image/svg+xml'],
    ['an SVG named like a JPEG', svgBytes, 'logo.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('answers 415 for %s and leaves no file behind', async (_case, data, filename, contentType) => {
    const before = await api.snapshot();

    const response = await createCard([{ field: 'image', data, filename, contentType }]).expect(
      415,
    );

    expect(response.body).toEqual({
      message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    });
    expect(await api.snapshot()).toEqual(before);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('recognises an image by its bytes whatever its name and declared type', async () => {
    const response = await createCard([
      { field: 'image', data: jpegBytes, filename: 'document.txt', contentType: 'text/plain' },
    ]).expect(201);
    expect(response.body.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it('answers 413 for a file over the size limit and leaves no file behind', async () => {
    const tooLarge = Buffer.concat([pngBytes, Buffer.alloc(api.config.maxUploadBytes)]);
    const before = await api.snapshot();

    const response = await createCard([
      { field: 'image', data: tooLarge, filename: 'big.png' },
    ]).expect(413);

    expect(response.body).toEqual({ message: 'The file is too large' });
    expect(await api.snapshot()).toEqual(before);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('answers 400 for a file in an unexpected field and leaves no file behind', async () => {
    await createCard([{ field: 'attachment', data: pngBytes, filename: 'a.png' }]).expect(400);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('removes the stored image when the request fails after the upload', async () => {
    const response = await createCard(
      [{ field: 'image', data: pngBytes, filename: 'a.png' }],
      listingForm(card, { category: 'Unknown Bank' }),
    ).expect(400);

    expect(response.body.message).toMatch(/category/);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('removes the images of a refused post, cover and body images alike', async () => {
    const test = request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth);
    await sendForm(test, postForm({ contentImageSrc: JSON.stringify(['blob:a']) }), [
      { field: 'image', data: pngBytes, filename: 'cover.png' },
      { field: 'contentImage', data: textBytes, filename: 'body.png' },
    ]).expect(415);

    expect(await api.uploadedFiles()).toEqual([]);
  });
});

describe('GET /uploads/:file', () => {
  it('serves a stored image with its type and a year-long immutable cache', async () => {
    const created = await createCard([
      { field: 'image', data: pngBytes, filename: 'a.png' },
    ]).expect(201);

    const response = await request(api.app).get(created.body.image).expect(200);

    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.body as Buffer, pngBytes)).toBe(0);
  });

  it('answers 404 JSON for a missing image or a name that is not an image', async () => {
    const missing = await request(api.app).get('/uploads/0123456789abcdef.png').expect(404);
    expect(missing.body).toEqual({ message: 'Image not found' });
    await request(api.app).get('/uploads/../jwt-secret').expect(404);
    await request(api.app).get('/uploads/secret.part').expect(404);
  });
});

import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { draftRaw } from '../support/fixtures.js';
import {
  isWebp,
  jpegBytes,
  listingForm,
  pngBytes,
  postForm,
  svgBytes,
  textBytes,
} from '../support/fixtures.js';
import { sendForm, type FormFile } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

/** The upload behaviour every store must have; `store` is an UPLOAD_STORE value. */
export function uploadSuite(store: 'disk' | 'gridfs') {
  const api = useTestApi({ MAX_UPLOAD_MB: '0.01', UPLOAD_STORE: store });
  const card = listingKinds[0]!;

  function createCard(files: FormFile[], fields = listingForm(card)) {
    const test = request(api.app)
      .post(`${card.apiPath}/create`)
      .set('Authorization', api.adminAuth);
    return sendForm(test, fields, files);
  }

  describe(`image uploads (${store} store)`, () => {
    it.each([
      ['text bytes named like a PNG', textBytes, 'photo.png', 'image/png'],
      ['an SVG image', svgBytes, 'logo.svg', 'image/svg+xml'],
      ['an SVG named like a JPEG', svgBytes, 'logo.jpg', 'image/jpeg'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ])(
      'answers 415 for %s and leaves no file behind',
      async (_case, data, filename, contentType) => {
        const before = await api.snapshot();

        const response = await createCard([{ field: 'image', data, filename, contentType }]).expect(
          415,
        );

        expect(response.body).toEqual(
          errorBody('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded'),
        );
        expect(await api.snapshot()).toEqual(before);
        expect(await api.uploadedFiles()).toEqual([]);
      },
    );

    it('recognises an image by its bytes whatever its name and declared type', async () => {
      const response = await createCard([
        { field: 'image', data: jpegBytes, filename: 'document.txt', contentType: 'text/plain' },
      ]).expect(201);
      expect(response.body.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(response.body).toMatchObject({ imageWidth: 3, imageHeight: 2 });
    });

    it('shrinks a picture wider than 1600 px to 1600 px, keeping its proportions', async () => {
      const wide = await sharp({
        create: { width: 3200, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 } },
      })
        .png()
        .toBuffer();
      const response = await createCard([{ field: 'image', data: wide, filename: 'wide.png' }]);

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ imageWidth: 1600, imageHeight: 400 });
      const stored = await request(api.app).get(response.body.image).expect(200);
      expect(await sharp(stored.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 400,
      });
    });

    it('answers 413 for a file over the size limit and leaves no file behind', async () => {
      const tooLarge = Buffer.concat([pngBytes, Buffer.alloc(api.config.maxUploadBytes)]);
      const before = await api.snapshot();

      const response = await createCard([
        { field: 'image', data: tooLarge, filename: 'big.png' },
      ]).expect(413);

      expect(response.body).toEqual(errorBody('The file is too large'));
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

    it('checks the fields before the bytes: bad fields with a non-image answer 400 for the fields', async () => {
      const response = await createCard(
        [{ field: 'image', data: textBytes, filename: 'a.png' }],
        listingForm(card, { category: '' }),
      ).expect(400);

      expect(response.body.message).toBe('category: is required');
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

  describe(`GET /uploads/:file (${store} store)`, () => {
    it('serves a stored image as WebP with a year-long immutable cache', async () => {
      const created = await createCard([
        { field: 'image', data: pngBytes, filename: 'a.png' },
      ]).expect(201);

      const response = await request(api.app).get(created.body.image).expect(200);

      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(isWebp(response.body as Buffer)).toBe(true);
    });

    it('answers 304 when the browser revalidates with the validator it has', async () => {
      const created = await createCard([
        { field: 'image', data: pngBytes, filename: 'a.png' },
      ]).expect(201);
      const first = await request(api.app).get(created.body.image).expect(200);
      expect(first.headers.etag).toBeTruthy();

      await request(api.app)
        .get(created.body.image)
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
    });

    it('answers 404 JSON for a missing image or a name that is not an image', async () => {
      const missing = await request(api.app).get('/uploads/0123456789abcdef.png').expect(404);
      expect(missing.body).toEqual(errorBody('Image not found'));
      await request(api.app).get('/uploads/../jwt-secret').expect(404);
      await request(api.app).get('/uploads/secret.part').expect(404);
    });
  });

  describe(`stored images are removed when nothing uses them (${store} store)`, () => {
    const authorised = (test: request.Test) => test.set('Authorization', api.adminAuth);
    const updateCard = (fields: Record<string, string>, files: FormFile[] = []) =>
      sendForm(authorised(request(api.app).put(`${card.apiPath}/update`)), fields, files);
    const deleteCard = (id: string) =>
      authorised(request(api.app).delete(`${card.apiPath}/delete/${id}`)).expect(200);
    const fileOf = (url: string) => url.slice('/uploads/'.length);

    it('removes the old image when a listing gets a new one, and its image when it is deleted', async () => {
      const created = await createCard([
        { field: 'image', data: pngBytes, filename: 'a.png' },
      ]).expect(201);
      const updated = await updateCard({ id: created.body._id }, [
        { field: 'image', data: jpegBytes, filename: 'b.jpg' },
      ]).expect(200);

      expect(await api.uploadedFiles()).toEqual([fileOf(updated.body.image)]);
      await deleteCard(created.body._id);
      expect(await api.uploadedFiles()).toEqual([]);
    });

    it('keeps an image another listing or a post still uses', async () => {
      const first = await createCard([
        { field: 'image', data: pngBytes, filename: 'a.png' },
      ]).expect(201);
      const image = first.body.image as string;
      const other = listingKinds[1]!;
      const second = await sendForm(
        authorised(request(api.app).post(`${other.apiPath}/create`)),
        listingForm(other, { image }),
      ).expect(201);
      const post = await sendForm(
        authorised(request(api.app).post('/api/posts/create')),
        postForm({ richTextDescription: JSON.stringify(draftRaw('Body', [{ src: image }])) }),
      ).expect(201);

      await deleteCard(first.body._id);
      expect(await api.uploadedFiles()).toEqual([fileOf(image)]);
      await authorised(
        request(api.app).delete(`${other.apiPath}/delete/${second.body._id}`),
      ).expect(200);
      expect(await api.uploadedFiles()).toEqual([fileOf(image)]);
      await request(api.app).get(image).expect(200);

      await authorised(request(api.app).delete(`/api/posts/delete/${post.body._id}`)).expect(200);
      expect(await api.uploadedFiles()).toEqual([]);
    });
  });
}

import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import {
  createImageStore,
  ORPHAN_AGE_MS,
  sweepUploads,
  UPLOAD_BUCKET,
  Uploads,
} from '../../src/uploads/index.js';
import { encodeImage } from '../../src/uploads/image-encoder.js';
import { listingForm, pngBytes } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

/** The start-up sweep on one store; `store` is an UPLOAD_STORE value. */
export function sweepSuite(store: 'disk' | 'gridfs') {
  const api = useTestApi({ UPLOAD_STORE: store });
  const card = listingKinds[0]!;
  const later = () => new Date(Date.now() + ORPHAN_AGE_MS + 60_000);

  async function storeOrphan(): Promise<string> {
    const saved = await new Uploads(createImageStore(api.config)).save(await encodeImage(pngBytes));
    return saved.url.slice('/uploads/'.length);
  }

  describe(`the start-up sweep (${store} store)`, () => {
    it('removes images no record uses once they are an hour old, and keeps the used ones', async () => {
      const created = await sendForm(
        request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
        listingForm(card),
        [{ field: 'image', data: pngBytes, filename: 'a.png' }],
      ).expect(201);
      const used = (created.body.image as string).slice('/uploads/'.length);
      const orphan = await storeOrphan();
      const imageStore = createImageStore(api.config);

      expect(await sweepUploads(imageStore)).toBe(0);
      expect(await api.uploadedFiles()).toEqual([orphan, used].sort());

      expect(await sweepUploads(imageStore, later())).toBe(1);
      expect(await api.uploadedFiles()).toEqual([used]);
      await request(api.app).get(created.body.image).expect(200);
    });
  });

  if (store === 'gridfs') {
    it('removes the chunks of an upload whose file record was never written', async () => {
      const chunks = mongoose.connection.collection(`${UPLOAD_BUCKET}.chunks`);
      const unfinished = mongoose.mongo.ObjectId.createFromTime(Date.now() / 1000 - 7200);
      await chunks.insertOne({ files_id: unfinished, n: 0, data: Buffer.from('half') });
      await storeOrphan();

      await sweepUploads(createImageStore(api.config));

      expect(await chunks.countDocuments({ files_id: unfinished })).toBe(0);
      expect(await chunks.countDocuments()).toBe(1);
    });
  }
}

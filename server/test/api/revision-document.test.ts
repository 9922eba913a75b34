import { listingKindByKey } from '@sg-finance/contract';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { packDocument, unpackDocument } from '../../src/models/revision-document.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import { useSeededDemo } from '../support/seeded-demo.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const writeSeededRecords = useSeededDemo(api);
const card = listingKindByKey('card');

/** A demo card as its revision keeps it: ids, dates, numbers and nested arrays. */
async function demoCard(): Promise<Record<string, unknown>> {
  await writeSeededRecords();
  const stored = await listingModel(card).findOne({ slug: 'hsbc-revolution-card' });
  return stored!.toObject() as Record<string, unknown>;
}

describe("a revision's packed document", () => {
  it('unpacks to the same values, ids and dates with their types', async () => {
    const record = await demoCard();
    const unpacked = unpackDocument(packDocument(record));

    expect(unpacked).toEqual(record);
    expect(unpacked._id).toBeInstanceOf(Types.ObjectId);
    expect(String(unpacked._id)).toBe(String(record._id));
    expect(unpacked.createdAt).toBeInstanceOf(Date);
    expect((unpacked.createdAt as Date).getTime()).toBe((record.createdAt as Date).getTime());
    expect((unpacked.terms as { earn: unknown[] }).earn.length).toBeGreaterThan(0);
    // Deflated, the revision holds fewer bytes than the document's BSON (2,207 -> 1,158 here).
    const documentBytes = mongoose.mongo.BSON.calculateObjectSize(record);
    expect(packDocument(record).length).toBeLessThan(documentBytes * 0.6);
  });

  it('reads back from the database, where it is stored as a binary', async () => {
    const record = await demoCard();
    const written = await RevisionModel.create({
      kind: card.key,
      recordId: record._id as Types.ObjectId,
      number: 99,
      operation: 'update',
      at: new Date(),
      by: { id: null, name: 'Test' },
      document: packDocument(record),
    });
    const read = await RevisionModel.findById(written._id).lean();

    expect(read!.document).not.toHaveProperty('title');
    expect(unpackDocument(read!.document)).toEqual(record);
  });

  it('reads a revision stored as a plain object (older data) as it is', async () => {
    const record = await demoCard();
    const plain = { ...record, title: 'Saved before revisions were packed' };
    expect(unpackDocument(plain)).toBe(plain);

    await RevisionModel.collection.insertOne({
      kind: card.key,
      recordId: record._id,
      number: 99,
      operation: 'update',
      at: new Date(),
      by: { id: null, name: 'Older release' },
      document: plain,
    });
    const response = await request(api.app)
      .get(`/api/history/${card.key}/${String(record._id)}`)
      .set('Authorization', api.adminAuth);

    expect(response.status).toBe(200);
    const newest = (response.body as { data: Array<{ document: Record<string, unknown> }> })
      .data[0]!;
    expect(newest.document.title).toBe('Saved before revisions were packed');
    expect(newest.document._id).toBe(String(record._id));
  });
});

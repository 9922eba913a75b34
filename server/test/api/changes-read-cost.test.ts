import { changesAnswerSchema, listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevisionModel } from '../../src/models/revision.model.js';
import { KindChangesStore } from '../../src/services/catalogue-changes.service.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');

/** Saves of the same millisecond are ordered by id; a pause keeps the test's order plain. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function createCard(slug: string): Promise<string> {
  await pause();
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug }),
  );
  expect(response.status).toBe(201);
  return (response.body as { _id: string })._id;
}

async function changes() {
  const response = await request(api.app).get('/api/changes');
  expect(response.status).toBe(200);
  return changesAnswerSchema.parse(response.body);
}

/** The revisions whose documents the calls of `find` spied on asked for by id, in order. */
function documentsRead(find: { mock: { calls: unknown[][] } }): string[] {
  return find.mock.calls.flatMap(([filter]) => {
    const ids = (filter as { _id?: { $in?: unknown } } | undefined)?._id?.$in;
    return Array.isArray(ids) ? ids.map(String) : [];
  });
}

/** The fields each read of the revisions without an id (a kind's metadata) selected. */
function kindReadFields(find: {
  mock: { calls: unknown[][]; results: Array<{ value: unknown }> };
}) {
  return find.mock.calls.flatMap(([filter], index) => {
    if ((filter as { _id?: unknown } | undefined)?._id) return [];
    const query = find.mock.results[index]?.value as { projection(): unknown };
    return [query.projection()];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cost of reading the catalogue changes', () => {
  it('reads only the documents of revisions written since the last read', async () => {
    const ids = [await createCard('first-card'), await createCard('second-card')];
    await createCard('third-card');
    const find = vi.spyOn(RevisionModel, 'find');

    const first = await changes();
    expect(first.total).toBe(3);
    // Each creation's own document, for its welcome offer; a creation has nothing before it.
    expect(documentsRead(find).sort()).toEqual(first.data.map((change) => change.id).sort());

    await pause();
    const renamed = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: ids[1] as string, title: 'Second Card Renamed' },
    );
    expect(renamed.status).toBe(200);
    find.mockClear();
    const second = await changes();
    expect(second.total).toBe(4);
    const [update] = second.data;
    expect(update?.summary).toBe('Name changed from Test credit card to Second Card Renamed');
    const created = second.data.find(
      (change) => change.recordId === ids[1] && change.operation === 'create',
    );
    // One revision described: the rename, against the creation before it; the others are known.
    expect(documentsRead(find).sort()).toEqual([update?.id, created?.id].sort());
    // Only the renamed card's revisions are read again, without their documents; the other
    // kinds, with no revision written since their mark, read none.
    const fields = { recordId: 1, number: 1, at: 1, operation: 1 };
    expect(kindReadFields(find)).toEqual([fields]);

    find.mockClear();
    expect(await changes()).toEqual(second);
    expect(find).not.toHaveBeenCalled();
  });
});

describe('the changes kept by each instance', () => {
  it('catches up from its own mark, reading only the revisions written since', async () => {
    const first = await createCard('first-card');
    const early = new KindChangesStore(card);
    expect((await early.read()).changes.map((change) => change.recordId)).toEqual([first]);

    const second = await createCard('second-card');
    const late = new KindChangesStore(card);
    const lateFirst = await late.read();
    expect(lateFirst.changes.map((change) => change.recordId)).toEqual([second, first]);

    await pause();
    const renamed = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: first, title: 'First Card Renamed' },
    );
    expect(renamed.status).toBe(200);
    const find = vi.spyOn(RevisionModel, 'find');
    const caughtUp = await early.read();
    // The early instance had not seen the second card nor the rename: both come in, and the
    // rename's title is on every change of the first card.
    expect(caughtUp.changes.map((change) => [change.recordId, change.title])).toEqual([
      [first, 'First Card Renamed'],
      [second, 'Test credit card'],
      [first, 'First Card Renamed'],
    ]);
    // Only the revisions of the two cards written since its mark were read, with their documents
    // where not described before (the second's creation, the rename and what it follows).
    const read = find.mock.calls.map(([filter]) => filter as unknown as Record<string, unknown>);
    expect(read.every((filter) => '_id' in filter || 'recordId' in filter)).toBe(true);
    expect((await late.read()).changes).toEqual(caughtUp.changes);
    expect((await late.read()).byRecord.get(first)).toHaveLength(2);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds, nounWithArticle } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { listingForm, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

const PARALLEL_CREATES = 20;

/** 'same-title', 'same-title-2' ... 'same-title-20', in any order. */
function numberedSlugs(base: string, count: number): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, index) => `${base}-${index + 2}`)].sort();
}

function createListing(apiPath: string, fields: Record<string, string>) {
  return sendForm(
    request(api.app).post(`${apiPath}/create`).set('Authorization', api.adminAuth),
    fields,
  );
}

function createPost(fields: Record<string, string>) {
  return sendForm(
    request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
    fields,
  );
}

// Every kind shares one service factory, so the many-request race runs against one kind.
describe(`parallel creates of ${listingKinds[0]!.apiPath}`, () => {
  const kind = listingKinds[0]!;

  it(`gives ${PARALLEL_CREATES} listings with one title and no slug distinct derived slugs`, async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_CREATES }, () =>
        createListing(kind.apiPath, listingForm(kind, { title: 'Same Title', slug: '' })),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL_CREATES).fill(201));
    const slugs = responses.map((response) => response.body.slug as string).sort();
    expect(slugs).toEqual(numberedSlugs('same-title', PARALLEL_CREATES));
    expect(await listingModel(kind).countDocuments()).toBe(PARALLEL_CREATES);
  });
});

describe.each(listingKinds)('parallel creates of $apiPath', (kind) => {
  it('still answers 409 to every create but one that sent the same slug', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        createListing(kind.apiPath, listingForm(kind, { title: `Title ${index}`, slug: 'mine' })),
      ),
    );

    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(
        errorBody(`${nounWithArticle(kind)} with this slug already exists`),
      );
    }
    expect(await listingModel(kind).countDocuments()).toBe(1);
  });
});

describe('parallel creates of /api/posts', () => {
  it(`gives ${PARALLEL_CREATES} posts with one title and no slug distinct derived slugs`, async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_CREATES }, () =>
        createPost(postForm({ title: 'Same Title', slug: '' })),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL_CREATES).fill(201));
    const slugs = responses.map((response) => response.body.slug as string).sort();
    expect(slugs).toEqual(numberedSlugs('same-title', PARALLEL_CREATES));
    expect(await PostModel.countDocuments()).toBe(PARALLEL_CREATES);
  });

  it('still answers 409 to every create but one that sent the same slug', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        createPost(postForm({ title: `Title ${index}`, slug: 'mine' })),
      ),
    );

    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(errorBody('A blog post with this slug already exists'));
    }
    expect(await PostModel.countDocuments()).toBe(1);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds, nounWithArticle } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { jpegBytes, listingForm, pngBytes } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

describe.each(listingKinds)('$apiPath', (kind) => {
  const Model = listingModel(kind);

  function create(fields: Record<string, string>, image?: Buffer) {
    const test = request(api.app)
      .post(`${kind.apiPath}/create`)
      .set('Authorization', api.adminAuth);
    return sendForm(
      test,
      fields,
      image ? [{ field: 'image', data: image, filename: 'picture.png' }] : [],
    );
  }

  function update(fields: Record<string, string>, image?: Buffer) {
    const test = request(api.app).put(`${kind.apiPath}/update`).set('Authorization', api.adminAuth);
    return sendForm(
      test,
      fields,
      image ? [{ field: 'image', data: image, filename: 'picture.jpg' }] : [],
    );
  }

  describe(`GET ${kind.apiPath}`, () => {
    it('answers every listing, highest priority first, then newest', async () => {
      const base = { category: 'DBS' as const };
      await Model.create([
        {
          ...base,
          title: 'Old low',
          slug: 'old-low',
          priority: 0,
          createdAt: new Date('2024-01-01'),
        },
        {
          ...base,
          title: 'New low',
          slug: 'new-low',
          priority: 0,
          createdAt: new Date('2024-06-01'),
        },
        { ...base, title: 'Top', slug: 'top', priority: 5, createdAt: new Date('2023-01-01') },
      ]);

      const response = await request(api.app).get(kind.apiPath).expect(200);

      expect(response.body.map((listing: { slug: string }) => listing.slug)).toEqual([
        'top',
        'new-low',
        'old-low',
      ]);
    });

    it('answers an empty array when there is nothing yet', async () => {
      const response = await request(api.app).get(kind.apiPath).expect(200);
      expect(response.body).toEqual([]);
    });
  });

  describe(`GET ${kind.apiPath}/:slugOrId`, () => {
    it('finds a listing by its slug and by its id, as an array of one', async () => {
      const created = await create(listingForm(kind, { slug: 'my-listing' })).expect(201);

      const bySlug = await request(api.app).get(`${kind.apiPath}/my-listing`).expect(200);
      const byId = await request(api.app).get(`${kind.apiPath}/${created.body._id}`).expect(200);

      expect(bySlug.body).toEqual([created.body]);
      expect(byId.body).toEqual([created.body]);
    });

    it('answers 404 with a message for an unknown slug or id', async () => {
      const bySlug = await request(api.app).get(`${kind.apiPath}/no-such-thing`).expect(404);
      const byId = await request(api.app)
        .get(`${kind.apiPath}/0123456789abcdef01234567`)
        .expect(404);
      expect(bySlug.body.message).toMatch(/not found/i);
      expect(byId.body).toEqual(errorBody(bySlug.body.message));
    });
  });

  describe(`POST ${kind.apiPath}/create`, () => {
    it('answers 201 with the stored listing, flat, its lists taken from details', async () => {
      const response = await create(listingForm(kind, { slug: 'first' }), pngBytes).expect(201);

      const listing = response.body;
      expect(listing).toMatchObject({
        title: `Test ${kind.noun}`,
        subtitle: 'A subtitle',
        slug: 'first',
        category: 'DBS',
        priority: 3,
        tiers: { tier1: 'Min. income S$30,000', tier2: 'Tier two', tier3: 'Tier three' },
        rewardOffer: [
          { description: 'S$150 cashback', tag: 'New', link: 'https://www.dbs.com.sg/' },
        ],
      });
      for (const field of kind.listFields) {
        expect(listing[field]).toEqual([`${field} line one`, `${field} line two`]);
      }
      expect(listing).not.toHaveProperty('details');
      expect(typeof listing._id).toBe('string');
      expect(Date.parse(listing.createdAt)).not.toBeNaN();
      expect(await Model.countDocuments()).toBe(1);
    });

    it('stores the image re-encoded as WebP under a random name, with its size', async () => {
      const response = await create(listingForm(kind), pngBytes).expect(201);

      expect(response.body.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(response.body).toMatchObject({ imageWidth: 2, imageHeight: 2 });
      expect(await api.uploadedFiles()).toEqual([path.basename(response.body.image)]);
    });

    it('fills in defaults for what the form left out', async () => {
      const response = await create({ title: 'Bare', category: 'UOB' }).expect(201);

      expect(response.body).toMatchObject({
        slug: 'bare',
        subtitle: '',
        priority: 0,
        image: '',
        tiers: { tier1: '', tier2: '', tier3: '' },
        rewardOffer: [],
      });
      for (const field of kind.listFields) expect(response.body[field]).toEqual([]);
    });

    it('derives the slug from the title, adding a number when it is taken', async () => {
      const first = await create(listingForm(kind, { title: 'Cash & Miles Plus!' })).expect(201);
      const second = await create(listingForm(kind, { title: 'Cash & Miles Plus!' })).expect(201);

      expect(first.body.slug).toBe('cash-and-miles-plus');
      expect(second.body.slug).toBe('cash-and-miles-plus-2');
    });

    it('normalises a typed slug to lower-case words joined by hyphens', async () => {
      const response = await create(listingForm(kind, { slug: '  My New Card ' })).expect(201);
      expect(response.body.slug).toBe('my-new-card');
    });

    it('answers 409 with a readable message when the slug is taken, storing nothing', async () => {
      await create(listingForm(kind, { slug: 'taken' })).expect(201);
      const before = await api.snapshot();

      const response = await create(listingForm(kind, { slug: 'taken' }), pngBytes).expect(409);

      expect(response.body).toEqual(
        errorBody(`${nounWithArticle(kind)} with this slug already exists`),
      );
      expect(await api.snapshot()).toEqual(before);
    });

    it('accepts a JSON body with the same fields', async () => {
      const response = await request(api.app)
        .post(`${kind.apiPath}/create`)
        .set('Authorization', api.adminAuth)
        .send({ title: 'From JSON', category: 'HSBC', tiers: { tier1: 'One' } })
        .expect(201);
      expect(response.body.tiers).toEqual({ tier1: 'One', tier2: '', tier3: '' });
    });

    const badForms: [string, Record<string, string>][] = [
      ['an unknown category', { category: 'Bank of Nowhere' }],
      ['a missing title', { title: '' }],
      ['malformed tiers JSON', { tiers: '{"tier1": ' }],
      ['malformed details JSON', { details: 'not json' }],
      ['details lists that are not text', { details: JSON.stringify({ keyFeatures: [1, 2] }) }],
      ['reward offers that are not a list', { rewardOffer: JSON.stringify({ tag: 'x' }) }],
      [
        'a reward link that is not a web address',
        {
          rewardOffer: JSON.stringify([
            { description: 'd', tag: 't', link: 'javascript:alert(1)' },
          ]),
        },
      ],
      ['a priority that is not a number', { priority: 'high' }],
      ['a slug that looks like an id', { slug: '0123456789abcdef01234567' }],
      ['an operator object in a field', { 'title[$gt]': '' }],
      ['an image address with a script scheme', { image: 'javascript:alert(1)' }],
      ['an upload address outside the stored images', { image: '/uploads/../jwt-secret' }],
    ];

    it.each(badForms)('answers 400 for %s, storing nothing', async (_case, overrides) => {
      const fields = listingForm(kind, overrides);
      if ('title[$gt]' in overrides) delete fields.title;
      const before = await api.snapshot();

      const response = await create(fields, pngBytes).expect(400);

      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 400 for operator objects in a JSON body, storing nothing', async () => {
      const before = await api.snapshot();
      const response = await request(api.app)
        .post(`${kind.apiPath}/create`)
        .set('Authorization', api.adminAuth)
        .send({ title: { $gt: '' }, category: { $ne: null } })
        .expect(400);
      expect(response.body.message).toMatch(/title/);
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe(`PUT ${kind.apiPath}/update`, () => {
    it('changes the fields sent, keeps the others and answers the new listing', async () => {
      const created = await create(listingForm(kind, { slug: 'before' })).expect(201);
      const details = Object.fromEntries(kind.listFields.map((field) => [field, ['Changed']]));

      const response = await update({
        id: created.body._id,
        title: 'After',
        slug: 'after',
        category: 'OCBC',
        priority: '9',
        tiers: JSON.stringify({ tier1: 'New tier', tier2: '', tier3: '' }),
        details: JSON.stringify(details),
      }).expect(200);

      expect(response.body).toMatchObject({
        _id: created.body._id,
        title: 'After',
        slug: 'after',
        category: 'OCBC',
        priority: 9,
        subtitle: 'A subtitle',
        tiers: { tier1: 'New tier', tier2: '', tier3: '' },
        rewardOffer: created.body.rewardOffer,
      });
      for (const field of kind.listFields) expect(response.body[field]).toEqual(['Changed']);
      const detail = await request(api.app).get(`${kind.apiPath}/after`).expect(200);
      expect(detail.body).toEqual([response.body]);
    });

    it('clears a text field sent empty', async () => {
      const created = await create(listingForm(kind)).expect(201);
      const response = await update({ id: created.body._id, subtitle: '' }).expect(200);
      expect(response.body.subtitle).toBe('');
    });

    it('removes the image it replaces from the disk', async () => {
      const created = await create(listingForm(kind), pngBytes).expect(201);
      const oldFile = path.join(api.config.uploadDir, path.basename(created.body.image));
      expect(existsSync(oldFile)).toBe(true);

      const response = await update({ id: created.body._id }, jpegBytes).expect(200);

      expect(response.body.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(response.body).toMatchObject({ imageWidth: 3, imageHeight: 2 });
      expect(existsSync(oldFile)).toBe(false);
      expect(await api.uploadedFiles()).toEqual([path.basename(response.body.image)]);
    });

    it('keeps an absolute image address given by the admin', async () => {
      const created = await create(listingForm(kind)).expect(201);
      const image = 'https://images.example.com/card.png';
      const response = await update({ id: created.body._id, image }).expect(200);
      expect(response.body.image).toBe(image);
    });

    it('answers 409 when the new slug belongs to another listing, changing nothing', async () => {
      await create(listingForm(kind, { slug: 'one' })).expect(201);
      const two = await create(listingForm(kind, { slug: 'two' })).expect(201);
      const before = await api.snapshot();

      const response = await update({ id: two.body._id, slug: 'one' }, pngBytes).expect(409);

      expect(response.body.message).toBe(`${nounWithArticle(kind)} with this slug already exists`);
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await update({ id: '0123456789abcdef01234567', title: 'x' }).expect(404);
      const response = await update({ id: 'not-an-id', title: 'x' }).expect(400);
      expect(response.body.message).toMatch(/id/);
    });

    it('answers 400 for an unknown category, changing nothing', async () => {
      const created = await create(listingForm(kind)).expect(201);
      const before = await api.snapshot();
      await update({ id: created.body._id, category: 'Nope' }, pngBytes).expect(400);
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe(`DELETE ${kind.apiPath}/delete/:id`, () => {
    it("answers 'Record Deleted!', removing the listing and its image", async () => {
      const created = await create(listingForm(kind), pngBytes).expect(201);

      const response = await request(api.app)
        .delete(`${kind.apiPath}/delete/${created.body._id}`)
        .set('Authorization', api.adminAuth)
        .expect(200);

      expect(response.body).toEqual({ message: 'Record Deleted!' });
      expect(await Model.countDocuments()).toBe(0);
      expect(await api.uploadedFiles()).toEqual([]);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const path404 = `${kind.apiPath}/delete/0123456789abcdef01234567`;
      await request(api.app).delete(path404).set('Authorization', api.adminAuth).expect(404);
      await request(api.app)
        .delete(`${kind.apiPath}/delete/nope`)
        .set('Authorization', api.adminAuth)
        .expect(400);
    });
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw, jpegBytes, pngBytes, postForm } from '../support/fixtures.js';
import { sendForm, type FormFile } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

function createPost(fields: Record<string, string>, files: FormFile[] = []) {
  const test = request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth);
  return sendForm(test, fields, files);
}

function updatePost(fields: Record<string, string>, files: FormFile[] = []) {
  const test = request(api.app).put('/api/posts/update').set('Authorization', api.adminAuth);
  return sendForm(test, fields, files);
}

const cover: FormFile = { field: 'image', data: pngBytes, filename: 'cover.png' };

function bodyImages(post: { richTextDescription: string }): string[] {
  const raw = JSON.parse(post.richTextDescription) as {
    entityMap: Record<string, { data: { src: string } }>;
  };
  return Object.values(raw.entityMap).map((entity) => entity.data.src);
}

function fileOf(url: string): string {
  return path.join(api.config.uploadDir, path.basename(url));
}

describe('GET /api/posts', () => {
  it('answers the posts, highest priority first then newest, with their distinct tags', async () => {
    const richTextDescription = JSON.stringify(draftRaw('Body'));
    await PostModel.create([
      {
        title: 'Old',
        slug: 'old',
        tags: ['Savings', 'Tips'],
        richTextDescription,
        createdAt: new Date('2024-01-01'),
      },
      {
        title: 'New',
        slug: 'new',
        tags: ['Tips'],
        richTextDescription,
        createdAt: new Date('2024-05-01'),
      },
      { title: 'Pinned', slug: 'pinned', priority: 2, tags: ['Cards'], richTextDescription },
    ]);

    const response = await request(api.app).get('/api/posts').expect(200);

    expect(response.body.data.map((post: { slug: string }) => post.slug)).toEqual([
      'pinned',
      'new',
      'old',
    ]);
    expect(response.body.tags).toEqual(['Cards', 'Savings', 'Tips']);
  });

  it('answers empty lists when there are no posts', async () => {
    const response = await request(api.app).get('/api/posts').expect(200);
    expect(response.body).toEqual({ data: [], tags: [] });
  });
});

describe('GET /api/posts/:slugOrId', () => {
  it('finds a post by slug and by id, as an array of one', async () => {
    const created = await createPost(postForm({ slug: 'rainy-day' })).expect(201);

    const bySlug = await request(api.app).get('/api/posts/rainy-day').expect(200);
    const byId = await request(api.app).get(`/api/posts/${created.body._id}`).expect(200);

    expect(bySlug.body).toEqual([created.body]);
    expect(byId.body).toEqual([created.body]);
  });

  it('answers 404 with a message for an unknown post', async () => {
    const response = await request(api.app).get('/api/posts/missing').expect(404);
    expect(response.body).toEqual(errorBody('Post not found'));
  });
});

describe('POST /api/posts/create', () => {
  it('answers 201 with the stored post and its cover image', async () => {
    const response = await createPost(postForm(), [cover]).expect(201);

    expect(response.body).toMatchObject({
      title: 'Saving for a rainy day',
      slug: 'saving-for-a-rainy-day',
      priority: 1,
      description: 'Why an emergency fund matters',
      author: 'Test Author',
      tags: ['Savings', 'Tips'],
    });
    expect(JSON.parse(response.body.richTextDescription)).toEqual(
      draftRaw('Start small and keep going.'),
    );
    expect(response.body.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(fileOf(response.body.image))).toBe(true);
  });

  it('stores the body images and points the rich text at them', async () => {
    const richText = draftRaw('With pictures', [
      { src: 'blob:http://localhost:5173/first' },
      { src: 'https://images.example.com/kept.png' },
      { src: 'blob:http://localhost:5173/second' },
    ]);

    const response = await createPost(
      postForm({
        richTextDescription: JSON.stringify(richText),
        contentImageSrc: JSON.stringify([
          'blob:http://localhost:5173/first',
          'blob:http://localhost:5173/second',
        ]),
      }),
      [
        { field: 'contentImage', data: pngBytes, filename: 'first.png' },
        { field: 'contentImage', data: jpegBytes, filename: 'second.jpg' },
      ],
    ).expect(201);

    const [first, kept, second] = bodyImages(response.body);
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(kept).toBe('https://images.example.com/kept.png');
    expect(second).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    await request(api.app).get(first!).expect(200).expect('content-type', 'image/webp');
    await request(api.app).get(second!).expect(200).expect('content-type', 'image/webp');

    const [stored] = (await request(api.app).get(`/api/posts/${response.body._id}`)).body;
    expect(bodyImages(stored)).toEqual([first, kept, second]);
  });

  it('does not keep a body image that the rich text does not use', async () => {
    const response = await createPost(
      postForm({ contentImageSrc: JSON.stringify(['blob:unused']) }),
      [{ field: 'contentImage', data: pngBytes, filename: 'unused.png' }],
    ).expect(201);

    expect(bodyImages(response.body)).toEqual([]);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('answers 409 when the slug is taken', async () => {
    await createPost(postForm({ slug: 'same' })).expect(201);
    const response = await createPost(postForm({ slug: 'same' }), [cover]).expect(409);
    expect(response.body).toEqual(errorBody('A blog post with this slug already exists'));
    expect(await PostModel.countDocuments()).toBe(1);
  });

  const badForms: [string, Record<string, string>][] = [
    ['rich text that is not JSON', { richTextDescription: '<p>html</p>' }],
    [
      'rich text that is not draft-js content',
      { richTextDescription: JSON.stringify({ html: 'x' }) },
    ],
    [
      'rich text whose blocks have the wrong shape',
      { richTextDescription: JSON.stringify({ blocks: [{ text: 5 }], entityMap: {} }) },
    ],
    [
      'rich text pointing at a missing entity',
      {
        richTextDescription: JSON.stringify({
          ...draftRaw('x'),
          blocks: [
            { ...draftRaw('x').blocks[0], entityRanges: [{ offset: 0, length: 1, key: 7 }] },
          ],
        }),
      },
    ],
    ['tags that are not a JSON list', { tags: 'Finance,Investment' }],
    ['a missing title', { title: '' }],
    ['an operator object in a field', { 'author[$ne]': 'x' }],
    ['more body image references than files', { contentImageSrc: JSON.stringify(['blob:a']) }],
  ];

  it.each(badForms)('answers 400 for %s, storing nothing', async (_case, overrides) => {
    const before = await api.snapshot();
    const fields = postForm(overrides);
    if ('author[$ne]' in overrides) delete fields.author;

    const response = await createPost(fields, [cover]).expect(400);

    expect(response.body.message.length).toBeGreaterThan(0);
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('PUT /api/posts/update', () => {
  it('changes the fields sent and answers the new post', async () => {
    const created = await createPost(postForm()).expect(201);

    const response = await updatePost({
      id: created.body._id,
      title: 'New title',
      tags: JSON.stringify(['Investing']),
      richTextDescription: JSON.stringify(draftRaw('New body')),
    }).expect(200);

    expect(response.body).toMatchObject({
      _id: created.body._id,
      title: 'New title',
      slug: created.body.slug,
      tags: ['Investing'],
      author: 'Test Author',
    });
    expect(JSON.parse(response.body.richTextDescription)).toEqual(draftRaw('New body'));
  });

  it('removes the cover and body images it replaces, keeping those still used', async () => {
    const created = await createPost(
      postForm({
        richTextDescription: JSON.stringify(draftRaw('v1', [{ src: 'blob:a' }, { src: 'blob:b' }])),
        contentImageSrc: JSON.stringify(['blob:a', 'blob:b']),
      }),
      [
        cover,
        { field: 'contentImage', data: pngBytes, filename: 'a.png' },
        { field: 'contentImage', data: pngBytes, filename: 'b.png' },
      ],
    ).expect(201);
    const [kept, dropped] = bodyImages(created.body);

    const response = await updatePost(
      {
        id: created.body._id,
        richTextDescription: JSON.stringify(draftRaw('v2', [{ src: kept! }, { src: 'blob:c' }])),
        contentImageSrc: JSON.stringify(['blob:c']),
      },
      [
        { field: 'image', data: jpegBytes, filename: 'new-cover.jpg' },
        { field: 'contentImage', data: pngBytes, filename: 'c.png' },
      ],
    ).expect(200);

    const [stillThere, added] = bodyImages(response.body);
    expect(stillThere).toBe(kept);
    expect(added).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(fileOf(created.body.image))).toBe(false);
    expect(existsSync(fileOf(dropped!))).toBe(false);
    expect(await api.uploadedFiles()).toEqual(
      [response.body.image, kept!, added!].map((url) => path.basename(url)).sort(),
    );
  });

  it('answers 404 for an unknown post', async () => {
    await updatePost({ id: '0123456789abcdef01234567', title: 'x' }).expect(404);
  });
});

describe('DELETE /api/posts/delete/:id', () => {
  it("answers 'Post Deleted!', removing the post and all its images", async () => {
    const created = await createPost(
      postForm({
        richTextDescription: JSON.stringify(draftRaw('x', [{ src: 'blob:a' }])),
        contentImageSrc: JSON.stringify(['blob:a']),
      }),
      [cover, { field: 'contentImage', data: pngBytes, filename: 'a.png' }],
    ).expect(201);
    expect(await api.uploadedFiles()).toHaveLength(2);

    const response = await request(api.app)
      .delete(`/api/posts/delete/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .expect(200);

    expect(response.body).toEqual({ message: 'Post Deleted!' });
    expect(await PostModel.countDocuments()).toBe(0);
    expect(await api.uploadedFiles()).toEqual([]);
  });
});

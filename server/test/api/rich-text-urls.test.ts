import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw, pngBytes, postForm } from '../support/fixtures.js';
import { sendForm, type FormFile } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

type EntityData = Record<string, unknown>;

/** A body of one paragraph carrying one entity of `type`. */
function bodyWith(type: string, data: EntityData): string {
  const raw = draftRaw('Read this');
  raw.blocks[0]!.entityRanges = [{ offset: 0, length: 4, key: 0 }];
  return JSON.stringify({ ...raw, entityMap: { 0: { type, mutability: 'MUTABLE', data } } });
}

function createPost(fields: Record<string, string>, files: FormFile[] = []) {
  const test = request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth);
  return sendForm(test, fields, files);
}

const linkMessage =
  'richTextDescription: a link must be an http(s) or mailto: address, or a path on this site';
const imageMessage = 'richTextDescription: an image must be an http(s) address or an uploaded file';
const embedMessage =
  'richTextDescription: an embedded video must be an http(s) address or an uploaded file';

describe('rich text addresses in POST /api/posts/create and PUT /api/posts/update', () => {
  it.each([
    [
      'a javascript: link',
      'LINK',
      { url: 'javascript:alert(1)', targetOption: '_blank' },
      linkMessage,
    ],
    ['a link with a hidden scheme', 'LINK', { url: ' JaVaScRiPt:alert(1)' }, linkMessage],
    ['a data: link', 'LINK', { url: 'data:text/html,<script>alert(1)</script>' }, linkMessage],
    [
      'a javascript: href',
      'LINK',
      { url: 'https://ok.example', href: 'javascript:x' },
      linkMessage,
    ],
    ['a tel: link', 'LINK', { url: 'tel:+6561234567' }, linkMessage],
    ['a relative image', 'IMAGE', { src: '/api/users/logout' }, imageMessage],
    ['a javascript: image', 'IMAGE', { src: 'javascript:alert(1)' }, imageMessage],
    ['a data: image', 'IMAGE', { src: 'data:image/svg+xml,<svg onload=alert(1)>' }, imageMessage],
    ['a javascript: embed', 'EMBEDDED_LINK', { src: 'javascript:alert(1)' }, embedMessage],
    ['a relative embed', 'EMBEDDED_LINK', { src: '/api/users/logout' }, embedMessage],
  ])('answers 400 to %s, storing nothing', async (_case, type, data, message) => {
    const before = await api.snapshot();
    const response = await createPost(
      postForm({ richTextDescription: bodyWith(type, data) }),
    ).expect(400);
    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses the same on update, changing nothing', async () => {
    const created = await createPost(postForm()).expect(201);
    const before = await api.snapshot();
    const response = await sendForm(
      request(api.app).put('/api/posts/update').set('Authorization', api.adminAuth),
      {
        id: created.body._id as string,
        richTextDescription: bodyWith('LINK', { url: 'javascript:alert(1)' }),
      },
    ).expect(400);
    expect(response.body).toEqual(errorBody(linkMessage));
    expect(await api.snapshot()).toEqual(before);
  });

  it('keeps http(s), mailto: and site links, http(s) embeds, uploaded images, and images uploaded with the body', async () => {
    const first = await createPost(
      postForm({ richTextDescription: bodyWith('LINK', { url: 'https://www.mas.gov.sg/' }) }),
    ).expect(201);
    expect(first.body.richTextDescription).toContain('https://www.mas.gov.sg/');

    for (const [slug, url] of [
      ['mail', 'mailto:hello@example.com'],
      ['site-path', '/cards/hsbc-revolution-card'],
    ] as const) {
      const linked = await createPost(
        postForm({ slug, richTextDescription: bodyWith('LINK', { url }) }),
      ).expect(201);
      expect(linked.body.richTextDescription).toContain(url);
    }

    await createPost(
      postForm({
        slug: 'video',
        richTextDescription: bodyWith('EMBEDDED_LINK', {
          src: 'https://www.youtube.com/embed/abc',
        }),
      }),
    ).expect(201);

    const local = 'blob:http://localhost/0f0e';
    const withUpload = await createPost(
      postForm({
        slug: 'with-upload',
        richTextDescription: bodyWith('IMAGE', { src: local }),
        contentImageSrc: JSON.stringify([local]),
      }),
      [{ field: 'contentImage', data: pngBytes, filename: 'inline.png' }],
    ).expect(201);
    const stored = JSON.parse(withUpload.body.richTextDescription as string) as {
      entityMap: Record<string, { data: { src: string } }>;
    };
    const uploaded = stored.entityMap[0]!.data.src;
    expect(uploaded).toMatch(/^\/uploads\//);

    await createPost(
      postForm({ slug: 'reuse', richTextDescription: bodyWith('IMAGE', { src: uploaded }) }),
    ).expect(201);
    expect(await PostModel.countDocuments()).toBe(6);
  });
});

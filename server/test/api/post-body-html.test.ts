import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

function sendPost(method: 'post' | 'put', path: string, fields: Record<string, string>) {
  return sendForm(request(api.app)[method](path).set('Authorization', api.adminAuth), fields);
}

const headingAndVideo = {
  blocks: [
    {
      key: 'head',
      text: 'Why miles?',
      type: 'header-two',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
    {
      key: 'video',
      text: ' ',
      type: 'atomic',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 0 }],
      data: {},
    },
  ],
  entityMap: {
    0: {
      type: 'EMBEDDED_LINK',
      mutability: 'MUTABLE',
      data: { src: 'https://www.youtube.com/embed/abc123', width: '560', height: '315' },
    },
  },
};

const videoHtml =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123" ' +
  'sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" loading="lazy" ' +
  'title="Embedded video"></iframe>';

describe('the body HTML of post answers (bodyHtml)', () => {
  it('comes with the created and updated post, its page and the list', async () => {
    const created = await sendPost('post', '/api/posts/create', postForm()).expect(201);
    expect(created.body.bodyHtml).toBe('<p><strong>Star</strong>t small and keep going.</p>\n');

    const updated = await sendPost('put', '/api/posts/update', {
      id: created.body._id,
      richTextDescription: JSON.stringify(headingAndVideo),
    }).expect(200);
    expect(updated.body.bodyHtml).toBe(`<h2>Why miles?</h2>\n${videoHtml}\n`);

    const page = await request(api.app).get(`/api/posts/${created.body.slug}`).expect(200);
    const list = await request(api.app).get('/api/posts').expect(200);
    expect(page.body[0].bodyHtml).toBe(updated.body.bodyHtml);
    expect(list.body.data[0].bodyHtml).toBe(updated.body.bodyHtml);
  });

  it('is rendered and sanitised for a post stored without it, around the API', async () => {
    const raw = draftRaw('Read');
    raw.blocks.push({
      key: 'img',
      text: ' ',
      type: 'atomic',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 0 }],
      data: {},
    });
    await PostModel.collection.insertOne({
      title: 'Imported',
      slug: 'imported',
      priority: 0,
      tags: [],
      richTextDescription: JSON.stringify({
        ...raw,
        entityMap: {
          0: { type: 'IMAGE', mutability: 'MUTABLE', data: { src: 'x" onerror="alert(1)' } },
        },
      }),
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    const [post] = (await request(api.app).get('/api/posts/imported').expect(200)).body;

    expect(post.bodyHtml).toBe(
      '<p><strong>Read</strong></p>\n<img src="x" alt="" loading="lazy" decoding="async" />\n',
    );
  });

  it('is one escaped paragraph for a body stored as plain text', async () => {
    await PostModel.collection.insertOne({
      title: 'Plain',
      slug: 'plain',
      priority: 0,
      tags: [],
      richTextDescription: '<script>alert(1)</script> & more',
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    const [post] = (await request(api.app).get('/api/posts/plain').expect(200)).body;

    expect(post.bodyHtml).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
  });
});

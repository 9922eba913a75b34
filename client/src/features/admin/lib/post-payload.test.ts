import type { RawDraftContentState } from 'draft-js';
import { pngFile } from '../testing/fixtures';
import { buildPostFormData, collectContentImages, splitTags } from './post-payload';

function imageEntity(src: string) {
  return { type: 'IMAGE', mutability: 'MUTABLE' as const, data: { src, alt: '' } };
}

function bodyWith(entities: Record<string, ReturnType<typeof imageEntity>>): RawDraftContentState {
  return { blocks: [], entityMap: entities };
}

const values = {
  title: 'Budgeting 101',
  slug: 'budgeting-101',
  priority: '3',
  description: 'Where the money goes.',
  author: 'Jane Tan',
  tags: 'Finance, Budget',
};

describe('splitTags', () => {
  it('splits on commas without trimming, as the specification says', () => {
    expect(splitTags('Finance,Investment')).toEqual(['Finance', 'Investment']);
    expect(splitTags('Finance, Budget')).toEqual(['Finance', ' Budget']);
  });

  it('gives no tags for an empty field and drops empty pieces', () => {
    expect(splitTags('')).toEqual([]);
    expect(splitTags('Finance,,Budget,')).toEqual(['Finance', 'Budget']);
  });
});

describe('collectContentImages', () => {
  it('keeps the uploaded images the body still shows, in body order and each once', () => {
    const first = pngFile('first.png');
    const second = pngFile('second.png');
    const removed = pngFile('removed.png');
    const uploads = new Map([
      ['blob:site/removed', removed],
      ['blob:site/second', second],
      ['blob:site/first', first],
    ]);
    const body = bodyWith({
      0: imageEntity('blob:site/first'),
      1: imageEntity('/uploads/stored.png'),
      2: imageEntity('blob:site/second'),
      3: imageEntity('blob:site/first'),
    });

    expect(collectContentImages(body, uploads)).toEqual({
      sources: ['blob:site/first', 'blob:site/second'],
      files: [first, second],
    });
  });

  it('ignores links and embeds', () => {
    const body: RawDraftContentState = {
      blocks: [],
      entityMap: {
        0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'blob:site/a' } },
        1: { type: 'EMBEDDED_LINK', mutability: 'MUTABLE', data: { src: 'blob:site/a' } },
      },
    };
    expect(collectContentImages(body, new Map([['blob:site/a', pngFile()]]))).toEqual({
      sources: [],
      files: [],
    });
  });
});

describe('buildPostFormData', () => {
  it('sends the fields, the body as raw JSON text and each body image with its reference', () => {
    const cover = pngFile('cover.png');
    const inBody = pngFile('in-body.png');
    const body = bodyWith({ 0: imageEntity('blob:site/in-body') });
    const form = buildPostFormData({
      values,
      body,
      image: cover,
      contentUploads: new Map([['blob:site/in-body', inBody]]),
    });

    expect(form.has('id')).toBe(false);
    expect(form.get('title')).toBe('Budgeting 101');
    expect(form.get('slug')).toBe('budgeting-101');
    expect(form.get('priority')).toBe('3');
    expect(form.get('description')).toBe('Where the money goes.');
    expect(form.get('author')).toBe('Jane Tan');
    expect(JSON.parse(form.get('tags') as string)).toEqual(['Finance', ' Budget']);
    expect(JSON.parse(form.get('richTextDescription') as string)).toEqual(body);
    expect(form.get('image')).toBe(cover);
    expect(JSON.parse(form.get('contentImageSrc') as string)).toEqual(['blob:site/in-body']);
    expect(form.getAll('contentImage')).toEqual([inBody]);
  });

  it('adds the id when updating and sends no files that were not chosen', () => {
    const form = buildPostFormData({
      values,
      body: bodyWith({}),
      image: null,
      contentUploads: new Map(),
      id: 'post-id-1',
    });

    expect(form.get('id')).toBe('post-id-1');
    expect(form.has('image')).toBe(false);
    expect(JSON.parse(form.get('contentImageSrc') as string)).toEqual([]);
    expect(form.getAll('contentImage')).toEqual([]);
  });
});

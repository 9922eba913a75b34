import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { richTextToHtml } from '../../src/lib/rich-text-html.js';

interface Block {
  text: string;
  type?: string;
  entityRanges?: { offset: number; length: number; key: number }[];
}

function rawContent(blocks: Block[], entityMap: Record<string, unknown> = {}): string {
  return JSON.stringify({
    blocks: blocks.map((block, index) => ({
      key: `k${index}`,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
      ...block,
    })),
    entityMap,
  });
}

/** A body of one atomic block holding the entity `type` with `data`. */
function atomic(type: string, data: Record<string, unknown>): string {
  return rawContent(
    [{ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
    { 0: { type, mutability: 'MUTABLE', data } },
  );
}

function linked(text: string, url: string): string {
  return rawContent([{ text, entityRanges: [{ offset: 0, length: text.length, key: 0 }] }], {
    0: { type: 'LINK', mutability: 'MUTABLE', data: { url } },
  });
}

/** The HTML as a browser would read it, to look elements up by tag name. */
function parse(html: string) {
  const document = parseDocument(html);
  return {
    first: (tag: string) => DomUtils.findOne((node) => node.name === tag, document.children),
    text: () => DomUtils.textContent(document),
  };
}

describe('the post body HTML', () => {
  it('renders the stored draft-js JSON as HTML', () => {
    const body = parse(
      richTextToHtml(
        rawContent([{ text: 'Why miles?', type: 'header-two' }, { text: 'Because travel.' }]),
      ),
    );
    expect(DomUtils.textContent(body.first('h2')!)).toBe('Why miles?');
    expect(DomUtils.textContent(body.first('p')!)).toBe('Because travel.');
  });

  it('renders lists as lists', () => {
    const body = parse(
      richTextToHtml(
        rawContent([
          { text: 'Cashback', type: 'unordered-list-item' },
          { text: 'Miles', type: 'unordered-list-item' },
        ]),
      ),
    );
    const list = body.first('ul');
    expect(list && DomUtils.getElementsByTagName('li', list).map(DomUtils.textContent)).toEqual([
      'Cashback',
      'Miles',
    ]);
  });

  it('keeps ordinary links', () => {
    const link = parse(richTextToHtml(linked('apply', 'https://bank.example/'))).first('a');
    expect(link?.attribs.href).toBe('https://bank.example/');
  });

  it('strips script tags written into the text', () => {
    const html = richTextToHtml(
      atomic('IMAGE', { src: 'a.png"><script>alert(1)</script><img src="b.png' }),
    );
    expect(html).not.toContain('<script');
  });

  it('strips event handlers smuggled through an image source', () => {
    const html = richTextToHtml(atomic('IMAGE', { src: 'x" onerror="alert(1)' }));
    expect(parse(html).first('img')).not.toBeNull();
    expect(html).not.toMatch(/onerror/i);
  });

  it('gives an image without alternative text an empty one, not the word undefined', () => {
    const bare = parse(richTextToHtml(atomic('IMAGE', { src: '/uploads/figure.webp' })));
    expect(bare.first('img')?.attribs.alt).toBe('');
    const described = parse(
      richTextToHtml(atomic('IMAGE', { src: '/uploads/figure.webp', alt: 'A rising chart' })),
    );
    expect(described.first('img')?.attribs.alt).toBe('A rising chart');
  });

  it('loads body images lazily and decodes them off the main thread', () => {
    const image = parse(richTextToHtml(atomic('IMAGE', { src: '/uploads/figure.webp' }))).first(
      'img',
    );
    expect(image?.attribs.src).toBe('/uploads/figure.webp');
    expect(image?.attribs.loading).toBe('lazy');
    expect(image?.attribs.decoding).toBe('async');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)'])(
    'strips the link address %s',
    (url) => {
      const html = richTextToHtml(linked('click', url));
      expect(html).not.toMatch(/javascript:/i);
      expect(parse(html).text()).toContain('click');
    },
  );

  describe('embedded frames', () => {
    const embed = (src: string) =>
      parse(richTextToHtml(atomic('EMBEDDED_LINK', { src, width: '560', height: '315' }))).first(
        'iframe',
      );

    it.each([
      'https://www.youtube.com/embed/abc123',
      'https://youtube.com/embed/abc123',
      'https://www.youtube-nocookie.com/embed/abc123',
      'https://player.vimeo.com/video/76979871',
    ])('keeps a video from %s, sandboxed, lazy and named', (src) => {
      const video = embed(src);
      expect(video?.attribs.src).toBe(src);
      expect(video?.attribs.sandbox).toBe(
        'allow-scripts allow-same-origin allow-popups allow-presentation',
      );
      expect(video?.attribs.loading).toBe('lazy');
      expect(video?.attribs.title).toBe('Embedded video');
    });

    it('keeps no event handler an address slipped into the frame', () => {
      const html = richTextToHtml(
        atomic('EMBEDDED_LINK', { src: 'https://player.vimeo.com/video/1" onload="alert(1)' }),
      );
      expect(html).not.toMatch(/onload/i);
    });

    it.each([
      'javascript:alert(1)',
      'https://video.example/embed/1',
      'http://www.youtube.com/embed/abc123',
      'https://www.youtube.com.evil.example/embed/abc123',
      'https://evil.example/?https://www.youtube.com/embed/abc',
      'data:text/html,<script>alert(1)</script>',
      '/api/users/logout',
    ])('drops the frame of %s, which is not on the video allow-list', (src) => {
      expect(embed(src)).toBeNull();
    });
  });

  it('strips style attributes: colours, sizes and alignment', () => {
    const styled = richTextToHtml(
      JSON.stringify({
        blocks: [
          {
            key: 'a',
            text: 'Red',
            type: 'unstyled',
            depth: 0,
            inlineStyleRanges: [
              { offset: 0, length: 3, style: 'color-rgb(255,0,0)' },
              { offset: 0, length: 3, style: 'fontsize-48' },
            ],
            entityRanges: [],
            data: { 'text-align': 'center' },
          },
        ],
        entityMap: {},
      }),
    );
    const image = richTextToHtml(
      atomic('IMAGE', { src: '/uploads/a.webp', height: 'auto', width: '100%' }),
    );
    expect(parse(styled).text()).toContain('Red');
    expect(styled).not.toMatch(/style=/i);
    expect(image).not.toMatch(/style=/i);
  });

  it('shows text that is not draft-js JSON as an escaped paragraph', () => {
    expect(richTextToHtml('<b>plain</b> text')).toBe('<p>&lt;b&gt;plain&lt;/b&gt; text</p>');
  });

  it('renders nothing for an empty body or JSON that is not draft-js content', () => {
    expect(richTextToHtml('')).toBe('');
    expect(richTextToHtml('{"title":"not a body"}')).toBe('');
  });
});

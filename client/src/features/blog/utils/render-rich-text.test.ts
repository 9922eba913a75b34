import { richTextToHtml } from './render-rich-text';

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

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the post body', () => {
  it('renders the stored draft-js JSON as HTML', () => {
    const html = richTextToHtml(
      rawContent([{ text: 'Why miles?', type: 'header-two' }, { text: 'Because travel.' }]),
    );
    const body = parse(html);
    expect(body.querySelector('h2')?.textContent).toBe('Why miles?');
    expect(body.querySelector('p')?.textContent).toBe('Because travel.');
  });

  it('keeps ordinary links', () => {
    const html = richTextToHtml(
      rawContent([{ text: 'apply', entityRanges: [{ offset: 0, length: 5, key: 0 }] }], {
        0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://bank.example/' } },
      }),
    );
    expect(parse(html).querySelector('a')?.getAttribute('href')).toBe('https://bank.example/');
  });

  it('strips script tags written into the text', () => {
    const html = richTextToHtml(
      rawContent(
        [{ text: 'x', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
        {
          0: {
            type: 'IMAGE',
            mutability: 'MUTABLE',
            data: { src: 'a.png"><script>alert(1)</script><img src="b.png' },
          },
        },
      ),
    );
    expect(html).not.toContain('<script');
  });

  it('strips event handlers smuggled through an image source', () => {
    const html = richTextToHtml(
      rawContent(
        [{ text: 'x', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
        {
          0: { type: 'IMAGE', mutability: 'MUTABLE', data: { src: 'x" onerror="alert(1)' } },
        },
      ),
    );
    const body = parse(html);
    expect(body.querySelector('img')).not.toBeNull();
    expect(html).not.toMatch(/onerror/i);
  });

  it('loads body images lazily and decodes them off the main thread', () => {
    const html = richTextToHtml(
      rawContent(
        [{ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
        { 0: { type: 'IMAGE', mutability: 'MUTABLE', data: { src: '/uploads/figure.webp' } } },
      ),
    );
    const image = parse(html).querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/figure.webp');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
  });

  it('strips javascript: URLs from links', () => {
    const html = richTextToHtml(
      rawContent([{ text: 'click', entityRanges: [{ offset: 0, length: 5, key: 0 }] }], {
        0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } },
      }),
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(parse(html).textContent).toContain('click');
  });

  describe('embedded frames', () => {
    const embed = (src: string) =>
      parse(
        richTextToHtml(
          rawContent(
            [{ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
            { 0: { type: 'EMBEDDED_LINK', mutability: 'MUTABLE', data: { src } } },
          ),
        ),
      ).querySelector('iframe');

    it.each([
      'https://www.youtube.com/embed/abc123',
      'https://youtube.com/embed/abc123',
      'https://www.youtube-nocookie.com/embed/abc123',
      'https://player.vimeo.com/video/76979871',
    ])('keeps a video from %s, sandboxed and lazy', (src) => {
      const video = embed(src);
      expect(video?.getAttribute('src')).toBe(src);
      expect(video?.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-popups allow-presentation',
      );
      expect(video?.getAttribute('loading')).toBe('lazy');
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
            inlineStyleRanges: [{ offset: 0, length: 3, style: 'color-rgb(255,0,0)' }],
            entityRanges: [],
            data: { 'text-align': 'center' },
          },
        ],
        entityMap: {},
      }),
    );
    expect(parse(styled).textContent).toContain('Red');
    expect(styled).not.toMatch(/style=/i);
  });

  it('shows text that is not draft-js JSON as an escaped paragraph', () => {
    expect(richTextToHtml('<b>plain</b> text')).toBe('<p>&lt;b&gt;plain&lt;/b&gt; text</p>');
  });
});

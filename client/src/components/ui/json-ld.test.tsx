import { render } from '@testing-library/react';
import { JsonLd, serializeJsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders the data as a JSON-LD script that parses back to the same data', () => {
    const data = { '@type': 'Article', headline: 'Miles & more' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });

  it('cannot be closed early by a value containing </script>', () => {
    const headline = '</script><script>alert(1)</script>';
    const json = serializeJsonLd({ headline });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline });
  });
});

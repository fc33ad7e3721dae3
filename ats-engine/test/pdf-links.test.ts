// Links over a PDF's text: a bare handle under its profile's link is read as the profile's
// address (the icon that said which profile it is cannot be read); any other linked text stays.
import { layoutPdf } from '../src/extract/pdf-layout';
import type { RawPdfPage } from '../src/extract/pdf-worker-pool';

function page(lines: Array<{ text: string; url?: string }>): RawPdfPage {
  const geometry: number[] = [];
  const links: NonNullable<RawPdfPage['links']> = [];
  lines.forEach(({ text, url }, i) => {
    const y = 700 - i * 20;
    geometry.push(72, y, text.length * 6, 11, 0);
    if (url) links.push({ url, rect: [70, y - 3, 72 + text.length * 6 + 2, y + 10] });
  });
  return {
    width: 612,
    height: 792,
    strings: lines.map((l) => l.text),
    fonts: lines.map(() => 'f1'),
    geometry: Float64Array.from(geometry),
    images: 0,
    links,
  };
}

it('reads a handle under its profile link as the address, and leaves other linked text as written', () => {
  const { text } = layoutPdf([
    page([
      { text: 'Jane Doe' },
      { text: 'janedoe', url: 'https://www.linkedin.com/in/janedoe/' },
      { text: '@janedoe', url: 'https://github.com/JaneDoe' },
      { text: 'resumebeat', url: 'https://github.com/janedoe/resumebeat' },
      { text: 'Acme', url: 'https://acme.com/acme' },
      { text: 'jdoe', url: 'https://stackoverflow.com/users/1248133' },
      { text: 'Portfolio', url: 'https://janedoe.dev/portfolio' },
    ]),
  ]);
  expect(text.split('\n')).toEqual([
    'Jane Doe',
    'linkedin.com/in/janedoe',
    'github.com/JaneDoe',
    'resumebeat',
    'Acme',
    'jdoe',
    'Portfolio',
  ]);
});

it('reads pages without links as before', () => {
  const withLinks = page([{ text: 'Jane Doe' }, { text: 'janedoe' }]);
  const { links: _links, ...withoutLinks } = withLinks;
  expect(layoutPdf([withoutLinks]).text).toBe(layoutPdf([withLinks]).text);
  expect(layoutPdf([withoutLinks]).text).toBe('Jane Doe\njanedoe');
});

import { cssRules, firstPaintFragment } from '../first-paint-fragment';

describe('firstPaintFragment (a prerendered fragment as data for the page it goes into)', () => {
  it("takes emotion's <style> elements out of the markup and keeps their rules, each id once, in order", () => {
    const markup =
      '<style data-emotion="css b2 c3">.css-b2{margin:0;}.css-c3{padding:0;}</style><h2 class="css-b2 c3">Create account</h2>' +
      '<style data-emotion="css a1">.css-a1{color:red;}</style><p class="css-a1">x</p><style data-emotion="css a1">.css-a1{color:red;}</style><i class="css-a1"></i>';
    expect(firstPaintFragment(markup)).toEqual({
      html: '<h2 class="css-b2 c3">Create account</h2><p class="css-a1">x</p><i class="css-a1"></i>',
      styles: [
        { ids: ['b2', 'c3'], css: '.css-b2{margin:0;}.css-c3{padding:0;}' },
        { ids: ['a1'], css: '.css-a1{color:red;}' },
      ],
    });
  });

  it("refuses markup with a <style> element that is not emotion's (it would stay in the body)", () => {
    expect(() => firstPaintFragment('<style>.x{}</style><p>x</p>')).toThrow(/not emotion's/);
  });
});

describe('cssRules', () => {
  it("splits emotion's CSS into the rules it writes one by one, blocks whole", () => {
    const layer = '@layer recipes{.css-a{color:red;}@media (hover: hover){.css-a:hover{color:blue;}}}';
    const quoted = '.css-a::before{content:"}{";}';
    expect(cssRules(`${layer}${quoted}.css-a{gap:1px;}`)).toEqual([layer, quoted, '.css-a{gap:1px;}']);
  });

  it('fails on CSS that does not close', () => {
    expect(() => cssRules('.css-a{color:red;')).toThrow(/did not split/);
  });
});

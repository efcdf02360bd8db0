import { svgDataUrl } from './svg-data-url';

describe('svgDataUrl', () => {
  it('keeps the SVG readable, on one line, percent-encoding only what a URL or an attribute cannot hold', () => {
    const svg =
      '\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <path fill="#1746A2" d="M0 0h10v10z"/>\n</svg>\n';
    expect(svgDataUrl(svg)).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2010%2010%22%3E%20' +
        '%3Cpath%20fill=%22%231746A2%22%20d=%22M0%200h10v10z%22/%3E%20%3C/svg%3E',
    );
  });

  it('reads a file’s bytes as the same URL as its text', () => {
    const svg = '<svg><text>50% & more?</text></svg>';
    expect(svgDataUrl(Buffer.from(svg))).toBe(svgDataUrl(svg));
    expect(svgDataUrl(svg)).toBe('data:image/svg+xml,%3Csvg%3E%3Ctext%3E50%25%20&%20more%3F%3C/text%3E%3C/svg%3E');
  });
});

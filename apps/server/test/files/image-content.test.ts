import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../src/files/image-content.js';
import { JPEG, PDF, PNG, SVG, WEBP } from '../support/images.js';

const svgText = (text: string) => imageTypeOf(Buffer.from(text))?.extension;
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('imageTypeOf', () => {
  it('knows PNG, JPEG and WebP by their signatures, and SVG by its root element', () => {
    expect(imageTypeOf(PNG)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(imageTypeOf(JPEG)).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(imageTypeOf(WEBP)).toEqual({ extension: 'webp', contentType: 'image/webp' });
    expect(imageTypeOf(SVG)).toEqual({ extension: 'svg', contentType: 'image/svg+xml' });
  });

  it('refuses text, a PDF, an empty file and random bytes, whatever they are called', () => {
    expect(imageTypeOf(Buffer.from('not really a png\n'))).toBeUndefined();
    expect(imageTypeOf(PDF)).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
    expect(imageTypeOf(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeUndefined();
  });

  it('needs more than the first bytes of a signature', () => {
    // The PNG signature with a first chunk other than the header; a RIFF that is audio.
    const pngWithoutHeader = Buffer.concat([PNG.subarray(0, 12), Buffer.from('IDAT')]);
    expect(imageTypeOf(pngWithoutHeader)).toBeUndefined();
    expect(imageTypeOf(PNG.subarray(0, 8))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });

  it('takes an SVG after a byte order mark, white space, an XML declaration and comments', () => {
    expect(svgText(`\uFEFF  <svg ${SVG_NS}/>`)).toBe('svg');
    expect(svgText(`<!-- a --><!-- b -->\n<svg\n  width="1"\n  ${SVG_NS}></svg>`)).toBe('svg');
    expect(svgText(`<svg ${SVG_NS.replaceAll('"', "'")}/>`)).toBe('svg');
  });

  it('refuses text that is not an SVG document', () => {
    // HTML, an SVG inside HTML, an element named svg-like, and no SVG namespace.
    expect(svgText(`<html><svg ${SVG_NS}/></html>`)).toBeUndefined();
    expect(svgText(`<svgx ${SVG_NS}/>`)).toBeUndefined();
    expect(svgText('<svg width="4"/>')).toBeUndefined();
    expect(svgText(`hello <svg ${SVG_NS}/>`)).toBeUndefined();
    expect(svgText(`<!-- never closed <svg ${SVG_NS}/>`)).toBeUndefined();
  });

  it("reads the root element's own namespace, not the namespace's text elsewhere (issue 27)", () => {
    const inValue = `data-x=" xmlns='http://www.w3.org/2000/svg'"`;
    expect(svgText(`<svg ${inValue}/>`)).toBeUndefined();
    expect(svgText(`<svg xmlns="http://example.com/not-svg" ${inValue}/>`)).toBeUndefined();
    expect(svgText(`<svg xmlns:x="http://www.w3.org/2000/svg"/>`)).toBeUndefined();
    expect(svgText(`<svg ${SVG_NS}><g/></svg>`)).toBe('svg');
    // A prefixed root in the SVG namespace is an SVG document too.
    expect(svgText('<s:svg xmlns:s="http://www.w3.org/2000/svg"/>')).toBe('svg');
    // Not well-formed: no browser shows it.
    expect(svgText(`<svg ${SVG_NS}><g></svg>`)).toBeUndefined();
  });

  it('refuses an SVG with a DOCTYPE or entities, not UTF-8, or with a NUL', () => {
    const entities = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${SVG_NS}>&a;</svg>`;
    expect(svgText(entities)).toBeUndefined();
    expect(imageTypeOf(Buffer.from(`<svg ${SVG_NS}/>`, 'utf16le'))).toBeUndefined();
    expect(
      imageTypeOf(Buffer.concat([Buffer.from(`<svg ${SVG_NS}>`), Buffer.from([0xc3, 0x28])])),
    ).toBeUndefined();
    expect(svgText(`<svg ${SVG_NS}>\0</svg>`)).toBeUndefined();
  });
});

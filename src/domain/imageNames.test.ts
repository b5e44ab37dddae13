import { describe, expect, it } from 'vitest';
import {
  imageDisplayName,
  imageNamer,
  isDataImage,
  uploadName,
  withUploadName,
} from './imageNames';
import { isSafeImageSrc } from './links';

const GRID = 'ab'.repeat(27);
const DIR = '/catalogue/img/gallery/gallery-1-velvet-chair.jpg/0327e9cb41cd';
const ADDRESS = `${DIR}/1200.webp#1200x1200.${GRID}`;
const INLINE = 'data:image/png;base64,iVBORw0KGgo=';
const INLINE_ADDRESS = `/catalogue/img/inline/5f3a9c0d1e2b/400.webp#64x64.${GRID}`;
const IMAGES = {
  'images/gallery/gallery-1-velvet-chair.jpg': ADDRESS,
  [INLINE]: INLINE_ADDRESS,
};

describe('imageNamer', () => {
  const namer = imageNamer(IMAGES);

  it.each([
    ['the catalogue path itself', 'images/gallery/gallery-1-velvet-chair.jpg'],
    ['the address the data carries (with its fragment)', ADDRESS],
    ['the address without its fragment', `${DIR}/1200.webp`],
    ['another width and format', `${DIR}/400.avif`],
    ['an address with a query', `${DIR}/800.webp?v=2`],
    ['the original the site serves', '/catalogue/source/images/gallery/gallery-1-velvet-chair.jpg'],
  ])('names %s by its path in the folder', (_, src) => {
    expect(namer.folderName(src)).toBe('images/gallery/gallery-1-velvet-chair.jpg');
  });

  it("names an address of another revision's file by the folder path it was built from", () => {
    expect(imageNamer().folderName(`/catalogue/img/products/oak-1.jpg/ffffffffffff/800.webp`)).toBe(
      'images/products/oak-1.jpg',
    );
  });

  it('gives back the data URL a version 1 document held for an image built from one', () => {
    expect(namer.folderName(INLINE_ADDRESS)).toBe(INLINE);
    expect(namer.folderName(INLINE_ADDRESS.replace(/#.*$/, ''))).toBe(INLINE);
    // Unknown inline images cannot be named: they stay as they are.
    expect(imageNamer().folderName(INLINE_ADDRESS)).toBe(INLINE_ADDRESS);
  });

  it('leaves uploads and outside addresses as they are', () => {
    const upload = 'data:image/webp;name=stool.jpg;base64,UklGRg==';
    expect(namer.folderName(upload)).toBe(upload);
    expect(namer.folderName('https://cdn.example.com/a/b.jpg')).toBe(
      'https://cdn.example.com/a/b.jpg',
    );
    expect(namer.folderName('/images/logo.svg')).toBe('/images/logo.svg');
  });
});

describe('uploads remember their file name', () => {
  const data = 'data:image/webp;base64,UklGRgABAgM=';

  it('carries the name as a parameter of the data URL, and reads it back', () => {
    const named = withUploadName(data, 'C:\\fakepath\\Oak stool (2) – ü.jpg');
    expect(named).toBe(
      'data:image/webp;name=Oak%20stool%20%282%29%20%E2%80%93%20%C3%BC.jpg;base64,UklGRgABAgM=',
    );
    expect(uploadName(named)).toBe('Oak stool (2) – ü.jpg');
    expect(isSafeImageSrc(named)).toBe(true);
    expect(isDataImage(named)).toBe(true);
  });

  it('replaces an earlier name, and leaves the data URL alone for a blank one', () => {
    const named = withUploadName(withUploadName(data, 'a.png'), 'b.png');
    expect(uploadName(named)).toBe('b.png');
    expect(named.match(/;name=/g)).toHaveLength(1);
    expect(withUploadName(data, '   ')).toBe(data);
    expect(uploadName(data)).toBeUndefined();
  });

  it('keeps at most 120 characters of a name', () => {
    expect(uploadName(withUploadName(data, `${'n'.repeat(200)}.jpg`))).toHaveLength(120);
  });
});

describe('imageDisplayName', () => {
  const namer = imageNamer(IMAGES);

  it('names any address of a folder image by its file in the folder', () => {
    expect(imageDisplayName(ADDRESS, namer)).toBe('gallery-1-velvet-chair.jpg');
    expect(imageDisplayName(`${DIR}/1200.webp`)).toBe('gallery-1-velvet-chair.jpg');
    expect(imageDisplayName('images/uploads/oak-stool-3fa2c1d0e9b4.webp')).toBe(
      'oak-stool-3fa2c1d0e9b4.webp',
    );
  });

  it("names an upload by its original file's name, or by its kind", () => {
    expect(imageDisplayName('data:image/webp;name=oak%20stool.jpg;base64,AAAA')).toBe(
      'oak stool.jpg',
    );
    expect(imageDisplayName('data:image/png;base64,AAAA')).toBe('uploaded PNG image');
    expect(imageDisplayName('data:image/svg+xml;base64,AAAA')).toBe('uploaded SVG image');
    expect(imageDisplayName(INLINE_ADDRESS, namer)).toBe('uploaded PNG image');
  });

  it('names an outside image by the last part of its address', () => {
    expect(imageDisplayName('https://cdn.example.com/a/b/photo%201.jpg?w=300#x')).toBe(
      'photo 1.jpg',
    );
    expect(imageDisplayName(`https://x.example/${'n'.repeat(80)}`)).toHaveLength(60);
  });
});

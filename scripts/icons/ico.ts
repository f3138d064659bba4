/**
 * A Windows icon (.ico) holding PNG images, which every browser and Windows since Vista read: a 6-byte
 * header, one 16-byte entry per image (its size and where its bytes start), then the PNGs as they are.
 */
export interface IcoImage {
  /** Width and height in pixels (square), 1 to 256. */
  size: number;
  png: Uint8Array;
}

export function encodeIco(images: IcoImage[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const total = headerSize + images.reduce((sum, i) => sum + i.png.byteLength, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon (2 would be a cursor)
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new RangeError(`an icon image is 1 to 256 px, not ${size}`);
    const entry = 6 + 16 * i;
    view.setUint8(entry, size === 256 ? 0 : size); // 0 means 256
    view.setUint8(entry + 1, size === 256 ? 0 : size);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.byteLength;
  });
  return out;
}

import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Decodes an image and counts its pixels by kind: the page's ink is black or dark grey, the preview watermark is
 * red, the reader's watermark light grey.
 */
export async function pixelCensus(data: Uint8Array) {
  const image = await loadImage(Buffer.from(data));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
  const red = { topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0, total: 0 };
  let dark = 0;
  let lightGrey = 0;
  for (let index = 0; index < rgba.length; index += 4) {
    const [r, g, b] = [rgba[index]!, rgba[index + 1]!, rgba[index + 2]!];
    if (r < 90 && g < 90 && b < 90) dark += 1;
    if (Math.max(r, g, b) - Math.min(r, g, b) < 10 && r >= 150 && r <= 240) lightGrey += 1;
    if (r - g > 25 && r - b > 25) {
      const pixel = index / 4;
      const top = Math.floor(pixel / image.width) < image.height / 2;
      const left = pixel % image.width < image.width / 2;
      red[top ? (left ? 'topLeft' : 'topRight') : left ? 'bottomLeft' : 'bottomRight'] += 1;
      red.total += 1;
    }
  }
  return { width: image.width, height: image.height, dark, lightGrey, red };
}

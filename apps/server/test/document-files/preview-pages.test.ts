import { describe, expect, it } from 'vitest';
import { previewPages } from '../../src/modules/document-files/document-files.js';

describe('previewPages: the first min(3, ⌈30 %⌉) pages', () => {
  it.each([
    [1, [1]],
    [3, [1]],
    [4, [1, 2]],
    [5, [1, 2]],
    [7, [1, 2, 3]],
    [12, [1, 2, 3]],
    [500, [1, 2, 3]],
  ])('%i pages → %j', (pageCount, pages) => {
    expect(previewPages(pageCount)).toEqual(pages);
  });
});

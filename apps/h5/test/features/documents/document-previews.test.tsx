import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenComplete } from '../../../src/app/first-screen';
import { DocumentPreviews } from '../../../src/features/documents/components/document-previews';

const previews = [1, 2, 3].map((page) => ({
  page,
  url: `/api/v1/document/preview/7/page-${page}.webp`,
  width: 1000,
  height: 1414,
}));

describe('DocumentPreviews', () => {
  it('loads the first page with the first screen, the later pages (boxes of their size until then) after it', () => {
    render(<DocumentPreviews previews={previews} pages={12} />);
    const first = screen.getByRole('img', { name: '第1页预览' });
    expect(first.tagName).toBe('IMG');
    expect(first.getAttribute('loading')).toBe('eager');
    const second = screen.getByRole('img', { name: '第2页预览' });
    expect(second.tagName).toBe('SPAN');
    expect(second.getAttribute('src')).toBeNull();
    expect(second.style.aspectRatio).toBe('1000 / 1414');
    expect(document.querySelectorAll('img')).toHaveLength(1);

    act(() => markFirstScreenComplete());
    for (const page of [2, 3]) {
      const image = screen.getByRole('img', { name: `第${page}页预览` });
      expect(image.tagName).toBe('IMG');
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('src')).toBe(`/api/v1/document/preview/7/page-${page}.webp`);
    }
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, type PickedImage } from '../../src/components/image-picker';
import { showToast } from '../../src/lib/toast';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const onChange = vi.fn<(images: PickedImage[]) => void>();

function Harness({ maxCount = 3 }: { maxCount?: number }) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <ImagePicker
      value={images}
      maxCount={maxCount}
      onChange={(next) => {
        onChange(next);
        setImages(next);
      }}
    />
  );
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const answer = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200 });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe('image picker', () => {
  it('uploads a chosen image as the multipart field `file` and reports its id and address', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(0, 'ok', {
        id: 'abcdefghijkl',
        url: '/api/v1/upload/image/abcdefghijkl',
        mime: 'image/png',
        size: 2048,
      }),
    );
    render(<Harness />);
    choose(png('receipt.png'));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { id: 'abcdefghijkl', url: '/api/v1/upload/image/abcdefghijkl' },
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/upload/image');
    const sent = (init?.body as FormData).get('file') as File;
    expect(sent.name).toBe('receipt.png');
    expect(sent.size).toBe(2048);
  });

  it('shows the server message when an upload is refused and reports no image', async () => {
    fetchMock.mockResolvedValueOnce(answer(7, '图片内容无法识别'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the uploader logs the failure
    render(<Harness />);
    choose(png('broken.png'));

    expect((await screen.findByRole('alert')).textContent).toBe('图片内容无法识别');
    expect(onChange).not.toHaveBeenCalledWith([expect.anything()]);
  });

  it('refuses files that are not JPG, PNG or WebP without uploading them', async () => {
    render(<Harness />);
    choose(new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('请选择 JPG、PNG 或 WebP 格式的图片'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads no more than the allowed count and says so', async () => {
    fetchMock.mockImplementation(async () =>
      answer(0, 'ok', { id: `id-${crypto.randomUUID()}`, url: '/x', mime: 'image/png', size: 1 }),
    );
    render(<Harness maxCount={2} />);
    choose(png('a.png'), png('b.png'), png('c.png'));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('最多上传2张图片'));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

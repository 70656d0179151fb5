import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePicker, fileRefusal, type PickedFile } from '../../src/components/file-picker';

/** An XMLHttpRequest stand-in: the test reports upload progress and answers each request. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(code: number, msg: string, data: unknown = null) {
    this.status = 200;
    this.responseText = JSON.stringify({ code, msg, data });
    act(() => this.onload?.());
  }
}

const onChange = vi.fn<(files: PickedFile[]) => void>();

function Harness() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  return (
    <FilePicker
      label="相关文件"
      value={files}
      maxCount={6}
      onChange={(next) => {
        onChange(next);
        setFiles(next);
      }}
    />
  );
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

beforeEach(() => {
  FakeXhr.sent = [];
  onChange.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('fileRefusal (before anything is sent)', () => {
  it('names archives, other kinds, empty and too large files; takes documents by extension', () => {
    expect(fileRefusal({ name: '合同.zip', size: 10 })).toMatch(/^不支持压缩包/);
    expect(fileRefusal({ name: '照片.png', size: 10 })).toMatch(/^仅支持 PDF/);
    expect(fileRefusal({ name: '空.pdf', size: 0 })).toBe('文件是空的，请重新选择');
    expect(fileRefusal({ name: '大.pdf', size: 20 * 1024 * 1024 + 1 })).toBe('文件不能超过20MB');
    expect(fileRefusal({ name: '合同.DOCX', size: 20 * 1024 * 1024 })).toBeNull();
  });
});

describe('file picker', () => {
  it('shows the upload’s progress, then lists the stored file and reports it', async () => {
    render(<Harness />);
    choose(file('租赁合同.docx'));
    const request = FakeXhr.sent[0]!;
    expect(request.url).toBe('/api/v1/upload/file');
    expect((request.body?.get('file') as File).name).toBe('租赁合同.docx');
    request.progress(512, 2048);
    expect(screen.getByText('上传中 25%')).toBeTruthy();
    request.answer(0, 'ok', {
      id: 'file00000001',
      url: '/x',
      mime: 'text/plain',
      size: 2048,
      name: '租赁合同.docx',
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 'file00000001', name: '租赁合同.docx', size: 2048 }]),
    );
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '移除 租赁合同.docx' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says why a file was refused: by its name here, by its content on the server', async () => {
    render(<Harness />);
    choose(file('资料.rar'));
    expect(screen.getByRole('alert').textContent).toMatch(/^不支持压缩包/);
    expect(FakeXhr.sent).toHaveLength(0);

    choose(file('合同.docx'));
    FakeXhr.sent[0]!.answer(1, '不支持压缩包，请解压后上传 PDF、Word、Excel 或 TXT 文件');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '移除 资料.rar' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

/** Why a file was refused, with the Chinese message the routes answer (code 1). No imports: the worker threads use it. */
export const DOCUMENT_FILE_REFUSALS = {
  too_large: '文件过大，不能超过 20 MB',
  unsupported_type: '仅支持 PDF、DOC、DOCX 文件',
  word_unsupported: '服务器暂不支持 Word 文档，请上传 PDF 文件',
  zip_bomb: 'Word 文档内容异常（解压后过大），请重新保存后上传',
  conversion_failed: 'Word 文档无法转换，请检查文件或另存为 PDF 后上传',
  conversion_timeout: '文档转换超时，请检查文件后重新上传',
  converted_too_large: '转换后的 PDF 过大，请压缩文档中的图片后重新上传',
  broken: '文件已损坏或不是有效的 PDF，请重新导出后上传',
  encrypted: 'PDF 已加密或设置了密码，请取消密码保护后上传',
  too_many_pages: '文档页数过多，单个文档最多 500 页',
  page_out_of_range: '页码超出文档范围',
  too_complex: '文档内容过于复杂，无法处理，请精简后重新上传',
  timeout: '文档处理超时，请精简文档后重新上传',
} as const;

export type DocumentFileRefusal = keyof typeof DOCUMENT_FILE_REFUSALS;

/** Thrown inside a worker thread; the main thread turns it into a DocumentFileError. */
export class PdfRefusal extends Error {
  override name = 'PdfRefusal';

  constructor(
    readonly reason: DocumentFileRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

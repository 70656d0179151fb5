import { API } from '@lawbridge/contract';

/** Where a version's files live in the storage: `documents/<id>/v<n>/…` (the upload keeps its own key). */
export const versionFolder = (documentId: number, versionNo: number) =>
  `documents/${documentId}/v${versionNo}`;

/** A preview image's name in addresses and in the version's folder: `cover.webp`, `page-2.webp`. */
export const PREVIEW_IMAGE_NAME = /^(cover|page-[1-9]\d{0,2})\.webp$/;
export const coverImageName = 'cover.webp';
export const pageImageName = (page: number) => `page-${page}.webp`;

/** The public, long-cached address of a version's preview image (served by the preview route). */
export const previewUrl = (versionId: number, imageName: string) =>
  `${API.documentPreview}/${versionId}/${imageName}`;

/** A page rendered for review, cached next to the version's files. */
export const reviewPageKey = (documentId: number, versionNo: number, page: number) =>
  `${versionFolder(documentId, versionNo)}/review/${pageImageName(page)}`;

// pdf-lib's one-file ES build: a worker thread loads it in ~0.1 s, its 139-file default build in ~0.5 s.
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib';
}

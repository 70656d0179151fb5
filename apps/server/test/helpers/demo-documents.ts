import type { TestApp } from './test-app';

/** What the demo seed needs to make its documents: the test app's storage and document pipeline. */
export const demoDocumentsOf = (t: TestApp) => ({ storage: t.app.storage, files: t.app.documents.files });

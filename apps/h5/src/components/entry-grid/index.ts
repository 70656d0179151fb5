export { EntryGrid, type EntryGridProps, type GridEntry } from './entry-grid';

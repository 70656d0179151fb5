export { AsyncView, type AsyncQuery, type AsyncViewProps } from './async-view';

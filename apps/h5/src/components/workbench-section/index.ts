export {
  WORKBENCH_PAGE_SIZE,
  WorkbenchSection,
  type WorkbenchSectionProps,
  type WorkbenchTab,
} from './workbench-section';

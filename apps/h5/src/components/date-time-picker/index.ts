export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export type { PickerBounds, PickerMode } from './picker-rules';

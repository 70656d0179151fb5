export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export { weekdayLabel, type PickerBounds, type PickerMode, type TimeSlots } from './picker-rules';

import { DESCRIPTION_MAX } from '@lawbridge/contract';
import TextArea from 'antd-mobile/es/components/text-area';

export interface DescriptionFieldProps {
  /** Ties the text area to its label (a form item passes its field id). */
  id?: string;
  value?: string;
  onChange?(description: string): void;
  rows?: number;
}

/** 个人简介: free text of at most 2000 characters, with a counter. */
export function DescriptionField({ id, value, onChange, rows = 6 }: DescriptionFieldProps) {
  return (
    <TextArea
      id={id}
      placeholder="介绍您的执业经历、专业特长和代表案例"
      autoSize={{ minRows: rows, maxRows: 16 }}
      maxLength={DESCRIPTION_MAX}
      showCount
      value={value ?? ''}
      onChange={onChange}
    />
  );
}

import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FilterActions } from '../../../components/filter-actions';

/** An order list's filters as their fields hold them: text. */
export type FilterFormValues<Filters> = { [K in keyof Filters]?: string };

/** Every field's text without blanks around it; a blank field filters nothing. */
function trimmed<Filters>(values: FilterFormValues<Filters>): FilterFormValues<Filters> {
  const texts = Object.entries<string | undefined>(values).map(([name, text]) => [
    name,
    text?.trim() || undefined,
  ]);
  return Object.fromEntries(texts) as FilterFormValues<Filters>;
}

/**
 * An order list's filter bar: the fields (`children`) are applied together by 查询, their texts made into
 * filters by `clean`, and cleared by 重置; the address keeps them.
 */
export function OrderFilterBar<Filters extends object>({
  value,
  clean,
  onChange,
  children,
}: {
  value: Filters;
  /** Makes the fields' texts (trimmed, `undefined` when blank) into the list's filters. */
  clean: (values: FilterFormValues<Filters>) => Filters;
  onChange: (next: Partial<Filters>) => void;
  children: ReactNode;
}) {
  return (
    <Form<FilterFormValues<Filters>>
      // The fields follow the address when it changes elsewhere (back button, a link).
      key={JSON.stringify(value)}
      layout="inline"
      initialValues={value}
      onFinish={(values) => onChange(clean(trimmed(values)))}
      style={{ rowGap: 12 }}
    >
      {children}
      <FilterActions onReset={() => onChange({})} />
    </Form>
  );
}

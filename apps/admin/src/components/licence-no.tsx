import { theme } from 'antd';
import type { TableColumnType } from 'antd';

/** Width of a table column holding a 17-digit licence number in the code font, with the cell's padding. */
export const LICENCE_COLUMN_WIDTH = 172;

/** A 执业证号 in equal-width digits on one line, so 17 digits read (and compare) as one block. */
export function LicenceNo({ value }: { value: string }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{ fontFamily: token.fontFamilyCode, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {value}
    </span>
  );
}

/** The 执业证号 column of the console's tables: fixed width, never wrapped. */
export function licenceColumn<Row extends { licence_no: string }>(): TableColumnType<Row> {
  return {
    title: '执业证号',
    dataIndex: 'licence_no',
    width: LICENCE_COLUMN_WIDTH,
    render: (licenceNo: string) => <LicenceNo value={licenceNo} />,
  };
}

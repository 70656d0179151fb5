import { theme } from 'antd';
import type { TableColumnType } from 'antd';

/** Code-font digits a touch smaller than the body text, so they look the same size as the text around. */
const LICENCE_FONT_SIZE = 13;

/** A table column holding 17 code-font digits (0.6 em each) with the cell's padding. */
export const LICENCE_COLUMN_WIDTH = 156;

/** A 执业证号 in equal-width digits on one line, so 17 digits read (and compare) as one block. */
export function LicenceNo({ value }: { value: string }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: LICENCE_FONT_SIZE,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
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

/**
 * GB/T 2260 codes carry their ancestors: `330106` (西湖区) lies in city `330100` (杭州市) and
 * province `330000` (浙江省). Lawyers store all three so the directory filters with plain equality.
 */
export interface AreaCodes {
  area_code: string;
  province_code: string;
  city_code: string;
}

export const AREA_CODE = /^\d{6}$/;

export function areaCodesOf(areaCode: string): AreaCodes {
  if (!AREA_CODE.test(areaCode)) throw new Error(`not a GB/T 2260 code: ${areaCode}`);
  return {
    area_code: areaCode,
    province_code: `${areaCode.slice(0, 2)}0000`,
    city_code: `${areaCode.slice(0, 4)}00`,
  };
}

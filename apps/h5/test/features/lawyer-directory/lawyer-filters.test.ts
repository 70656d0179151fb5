import { describe, expect, it } from 'vitest';
import { filtersFromQuery, lawyerPageRequest } from '../../../src/features/lawyer-directory/lawyer-filters';
import { lawyerListAddress } from '../../../src/features/lawyer-directory/lawyer-list-address';

describe('lawyer list filters from the page query', () => {
  it('reads keyword, area, legal type and sort', () => {
    expect(
      filtersFromQuery({ keyword: ' wjg ', area_code: '4403', legal_type_id: '2', sort: 'rating' }),
    ).toEqual({ keyword: 'wjg', area_code: '4403', legal_type_id: 2, sort: 'rating' });
  });

  it('reduces a full area code to the prefix the directory matches on', () => {
    expect(filtersFromQuery({ area_code: '440000' }).area_code).toBe('44');
    expect(filtersFromQuery({ area_code: '440300' }).area_code).toBe('4403');
    expect(filtersFromQuery({ area_code: '500000' }).area_code).toBe('50');
    expect(filtersFromQuery({ area_code: '330106' }).area_code).toBe('330106');
  });

  it('leaves out values the server would refuse and falls back to the default sort', () => {
    expect(
      filtersFromQuery({ keyword: '   ', area_code: '44x', legal_type_id: 'abc', sort: 'cheapest' }),
    ).toEqual({ keyword: undefined, area_code: undefined, legal_type_id: undefined, sort: 'default' });
    expect(filtersFromQuery({ legal_type_id: '0', keyword: '律'.repeat(31) })).toMatchObject({
      legal_type_id: undefined,
      keyword: undefined,
    });
  });

  it('asks for pages of 20 with the filters', () => {
    const filters = filtersFromQuery({ legal_type_id: '1', sort: 'orders' });
    expect(lawyerPageRequest(filters, 3)).toEqual({
      legal_type_id: 1,
      sort: 'orders',
      keyword: undefined,
      area_code: undefined,
      page: 3,
      page_size: 20,
    });
  });

  it('writes the filters back into the list address, leaving out the default sort', () => {
    expect(lawyerListAddress({ keyword: '王', area_code: '44', legal_type_id: 1, sort: 'default' })).toBe(
      '/pages/customer/lawyer/list?keyword=%E7%8E%8B&area_code=44&legal_type_id=1',
    );
    expect(lawyerListAddress({ sort: 'years' })).toBe('/pages/customer/lawyer/list?sort=years');
    expect(lawyerListAddress({ focus: 'search' })).toBe('/pages/customer/lawyer/list?focus=search');
  });
});

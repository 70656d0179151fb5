import type { LegalTypeNode } from '@lawbridge/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { areaPath, areaPickerOptions } from '../../../src/features/lawyer-profile/area-options';
import { LegalTypesField } from '../../../src/features/lawyer-profile/components/legal-types-field';
import { legalTypeGroups } from '../../../src/features/lawyer-profile/legal-type-groups';
import { practiceYearIssue, practiceYears } from '../../../src/features/lawyer-profile/practice-years';
import { showToast } from '../../../src/lib/toast';
import { areaTree, legalTypeTree } from '../../fixtures/lawyer';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

describe('area choices', () => {
  it('leaves out provinces without cities, so every choice ends on a city or a district', () => {
    expect(areaPickerOptions(areaTree)).toEqual([
      {
        label: '北京市',
        value: '110000',
        children: [
          {
            label: '市辖区',
            value: '110100',
            children: [
              { label: '东城区', value: '110101' },
              { label: '朝阳区', value: '110105' },
            ],
          },
        ],
      },
    ]);
  });

  it('finds the path from the province down to a code', () => {
    expect(areaPath(areaTree, '110105').map((node) => node.name)).toEqual(['北京市', '市辖区', '朝阳区']);
    expect(areaPath(areaTree, '999999')).toEqual([]);
  });
});

describe('practice-area choices', () => {
  it('groups the leaves by parent and puts areas without sub-areas together', () => {
    expect(
      legalTypeGroups(legalTypeTree).map((group) => [group.title, group.leaves.map((leaf) => leaf.id)]),
    ).toEqual([
      ['婚姻家庭', [2, 3]],
      ['劳动纠纷', [6, 7]],
      ['其他领域', [9]],
    ]);
  });

  const sixLeaves: LegalTypeNode[] = [
    { id: 1, name: '婚姻家庭', children: [1, 2, 3].map((n) => ({ id: 10 + n, name: `婚姻${n}` })) },
    { id: 2, name: '劳动纠纷', children: [1, 2, 3].map((n) => ({ id: 20 + n, name: `劳动${n}` })) },
  ];

  it('allows at most 5 leaves and shows how many are chosen', () => {
    const onChange = vi.fn();
    render(<LegalTypesField legalTypes={sixLeaves} value={[11, 12, 13, 21, 22]} onChange={onChange} />);
    expect(screen.getByText('婚姻1、婚姻2、婚姻3、劳动1、劳动2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '擅长领域' }));
    expect(screen.getByText('已选 5/5')).toBeTruthy();

    fireEvent.click(screen.getByText('劳动3'));
    expect(showToast).toHaveBeenCalledWith('擅长领域最多选择5个');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('婚姻2'));
    expect(onChange).toHaveBeenCalledWith([21, 22, 11, 13]);
  });
});

describe('first year of practice', () => {
  it('runs from this year back to 1950', () => {
    const years = practiceYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(77);
  });

  it('refuses a future year with the server’s message', () => {
    expect(practiceYearIssue(2027, 2026)).toBe('执业起始年份最晚为2026年');
    expect(practiceYearIssue(2026, 2026)).toBeUndefined();
  });
});

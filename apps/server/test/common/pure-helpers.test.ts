import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../../src/modules/common/cacheable-reply';
import { nestLegalTypes } from '../../src/modules/common/legal-type-tree';

describe('nestLegalTypes', () => {
  it('nests children under parents in the given order and leaves childless parents without children', () => {
    const tree = nestLegalTypes([
      { id: 1, parent_id: null, name: '婚姻家庭' },
      { id: 3, parent_id: null, name: '合同纠纷' },
      { id: 5, parent_id: 1, name: '子女抚养' },
      { id: 2, parent_id: 1, name: '离婚纠纷' },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        name: '婚姻家庭',
        children: [
          { id: 5, name: '子女抚养' },
          { id: 2, name: '离婚纠纷' },
        ],
      },
      { id: 3, name: '合同纠纷' },
    ]);
  });

  it('leaves out children whose parent is missing', () => {
    expect(nestLegalTypes([{ id: 2, parent_id: 9, name: '离婚纠纷' }])).toEqual([]);
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or a missing header', () => {
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc"')).toBe(false);
  });
});

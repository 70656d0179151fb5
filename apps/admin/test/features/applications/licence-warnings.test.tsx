import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/applications/pages/applications-page';
import { licenceWarnings } from '../../../src/features/applications/components/licence-warnings';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';
import { applicationItem } from './application-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const HELD = '执业证号已被律师王建国认证，不能通过此申请';
const DISABLED = '申请人是已停用的律师，通过后仍保持停用，需在律师管理中启用';

const warned = applicationItem({
  licence_holder: { uuid: 'lawyer-uuid-0001', name: '王建国', enabled: 1 },
  applicant_lawyer_enabled: 0,
});

function stubWarnedApplication() {
  stubApi((path) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/lawyer-applications/7')) return ok(warned);
    const list = [warned, applicationItem({ id: 8, real_name: '李静', licence_no: '44030120180000001' })];
    return ok({ list, total: 2, page: 1, page_size: 20 });
  });
}

describe('licence warnings', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('names the lawyer holding the licence (and whether disabled) and a disabled applicant', () => {
    expect(licenceWarnings(warned).map((warning) => warning.message)).toEqual([HELD, DISABLED]);
    const heldByDisabled = {
      licence_holder: { uuid: 'u', name: '赵敏', enabled: 0 },
      applicant_lawyer_enabled: 1,
    };
    expect(licenceWarnings(heldByDisabled).map((warning) => warning.message)).toEqual([
      '执业证号已被律师赵敏认证（该律师已停用），不能通过此申请',
    ]);
    expect(licenceWarnings({ licence_holder: null, applicant_lawyer_enabled: null })).toEqual([]);
  });

  it('warns on the application drawer', async () => {
    stubWarnedApplication();
    renderApp('/applications/7');
    const drawer = (await screen.findByText('张明远的认证申请')).closest('[role="dialog"]') as HTMLElement;
    expect(await within(drawer).findByText(HELD)).toBeTruthy();
    expect(within(drawer).getByText(DISABLED)).toBeTruthy();
    expect(within(drawer).getAllByRole('alert')).toHaveLength(2);
  });

  it('tags the row in the queue, the whole message on hover, and leaves other rows alone', async () => {
    stubWarnedApplication();
    renderApp('/applications');
    const row = (await screen.findByText('张明远')).closest('tr') as HTMLElement;
    expect(within(row).getByText('证号已被认证').getAttribute('title')).toBe(HELD);
    expect(within(row).getByText('已停用律师').getAttribute('title')).toBe(DISABLED);
    const other = screen.getByText('李静').closest('tr') as HTMLElement;
    expect(within(other).queryByText('证号已被认证')).toBeNull();
    expect(within(other).queryByText('已停用律师')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkbenchHeader } from '../../../src/features/lawyer-workbench/components/workbench-header';
import { lawyerProfile } from '../../fixtures/lawyer';

describe('the workbench of a disabled lawyer', () => {
  it('says the platform disabled the account and why, instead of 接单中', () => {
    render(
      <WorkbenchHeader
        lawyer={{ ...lawyerProfile, enabled: 0, disabled_reason: '资料信息不实；执业证已过期' }}
      />,
    );
    expect(screen.getByText('账号已停用：资料信息不实；执业证已过期，如有疑问请联系平台')).toBeTruthy();
    expect(screen.queryByText('接单中')).toBeNull();
  });

  it('still says it is disabled when no reason was kept', () => {
    render(<WorkbenchHeader lawyer={{ ...lawyerProfile, enabled: 0, disabled_reason: null }} />);
    expect(screen.getByText('账号已停用，如有疑问请联系平台')).toBeTruthy();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/features/auth/components/login-form';
import { renderWithProviders } from '../../render-app';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginForm', () => {
  it('asks for both fields in Chinese and sends nothing while they are empty', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm submitting={false} error={null} onSubmit={onSubmit} />);

    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请填写用户名')).toBeTruthy();
    expect(await screen.findByText('请填写密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a username the server would refuse, with the same message', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm submitting={false} error={null} onSubmit={onSubmit} />);

    fill('用户名', '运营 1');
    fill('密码', 'secret');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('用户名格式不正确')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed username and the password as typed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm submitting={false} error={null} onSubmit={onSubmit} />);

    fill('用户名', '  ops.admin ');
    fill('密码', ' pass word ');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'ops.admin', password: ' pass word ' }),
    );
  });

  it("shows the server's refusal above the fields", () => {
    renderWithProviders(
      <LoginForm submitting={false} error="账号已锁定，请15分钟后再试" onSubmit={vi.fn()} />,
    );

    expect(screen.getByRole('alert').textContent).toContain('账号已锁定，请15分钟后再试');
  });
});

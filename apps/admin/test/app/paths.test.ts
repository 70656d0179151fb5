import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from '../../src/app/paths';

describe('login return address', () => {
  it('remembers the page and its query', () => {
    expect(loginPathFor('/audit-log?page=2')).toBe('/login?redirect=%2Faudit-log%3Fpage%3D2');
    expect(returnPathFrom(new URLSearchParams('redirect=%2Faudit-log%3Fpage%3D2'))).toBe('/audit-log?page=2');
  });

  it('needs no return address for the dashboard', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(returnPathFrom(new URLSearchParams())).toBe('/');
  });

  it('never sends the operator to another site after login', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'audit-log']) {
      expect(returnPathFrom(new URLSearchParams({ redirect: target }))).toBe('/');
    }
  });
});

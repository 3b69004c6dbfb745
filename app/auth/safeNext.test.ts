import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from './safeNext';

describe('safeNext', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/settings?tab=security')).toBe('/settings?tab=security');
  });
  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeNext(next)).toBe('/dashboard');
  });
  it('builds the login address that comes back here', () => {
    expect(loginPathFor({ pathname: '/settings', search: '?tab=1' })).toBe(
      '/login?next=%2Fsettings%3Ftab%3D1',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { googleErrorMessage, placeSignUpError, signInErrorMessage } from './authErrors';

describe('placeSignUpError', () => {
  it.each([
    [
      { message: 'User already registered' },
      { field: 'email', message: 'This email is already registered.', offerSignIn: true },
    ],
    [
      {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      },
      { field: 'email', message: 'This email is already registered.', offerSignIn: true },
    ],
    [
      { message: 'Invalid email' },
      { field: 'email', message: 'Please enter a valid email address' },
    ],
    [
      { message: 'Unable to validate email address: invalid format' },
      { field: 'email', message: 'Please enter a valid email address' },
    ],
    [
      { message: 'Password should be at least 6 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ],
    [
      { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ],
    [
      { message: 'Email domain is blocked' },
      { field: 'email', message: 'Email domain is blocked' },
    ],
    [
      { message: 'Password is too common' },
      { field: 'password', message: 'Password is too common' },
    ],
    [{ message: 'Database is down' }, { field: 'toast', message: 'Database is down' }],
  ])('maps %j', (error, placement) => {
    expect(placeSignUpError(error)).toEqual(placement);
  });

  it('turns a rate limit into a toast that says to wait', () => {
    expect(placeSignUpError({ status: 429, message: 'Too many requests' })).toEqual({
      field: 'toast',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });
});

describe('signInErrorMessage', () => {
  it('shows the provider message', () => {
    expect(signInErrorMessage({ message: 'Invalid email or password' })).toBe(
      'Invalid email or password',
    );
  });
});

describe('googleErrorMessage', () => {
  it('says to check the configuration when Google is not set up', () => {
    expect(
      googleErrorMessage({
        code: 'PROVIDER_NOT_FOUND',
        message: 'Provider not found',
        status: 404,
      }),
    ).toBe('Failed to connect with Google. Please check your configuration.');
  });
  it('passes the provider message through otherwise', () => {
    expect(googleErrorMessage({ message: 'redirect_uri_mismatch', status: 400 })).toBe(
      'redirect_uri_mismatch',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './apiErrorWords';

describe('apiErrorMessage', () => {
  it('says our own words for a code the server raises with one fixed message', () => {
    expect(apiErrorMessage('EDIT_CONFLICT', 'version 41 != 42')).toBe(
      'This note was changing too quickly to save your edit. Please try again.',
    );
    expect(apiErrorMessage('INTERNAL', 'Server down.')).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('shows the server’s message where it names the case', () => {
    expect(apiErrorMessage('CONFLICT', 'You already have a tag called “Work”.')).toBe(
      'You already have a tag called “Work”.',
    );
    expect(apiErrorMessage('PAYLOAD_TOO_LARGE', 'Images can be at most 10 MB.')).toBe(
      'Images can be at most 10 MB.',
    );
  });

  it('has words of its own when such an answer carries no message', () => {
    expect(apiErrorMessage('RATE_LIMITED', '')).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('shows a newer server’s message for a code it does not know', () => {
    expect(apiErrorMessage('SHARE_LINK_REVOKED', 'This link was turned off.')).toBe(
      'This link was turned off.',
    );
    expect(apiErrorMessage('toString', undefined)).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });
});

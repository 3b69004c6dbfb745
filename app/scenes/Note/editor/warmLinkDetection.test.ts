import { find, registerCustomProtocol, reset } from 'linkifyjs';
import { afterEach, describe, expect, it } from 'vitest';
import { warmLinkDetection } from './warmLinkDetection';

describe('warmLinkDetection', () => {
  afterEach(() => reset());

  it('builds the detector, as the first link check after an editor closes would', () => {
    // The link extension resets linkify when an editor is destroyed (leaving a note).
    reset();
    registerCustomProtocol('registered-before');
    warmLinkDetection();
    // Built now: a scheme registered later is not in it (linkify warns so on the console).
    registerCustomProtocol('registered-after');
    expect(find('registered-before://a registered-after://b').map((link) => link.href)).toEqual([
      'registered-before://a',
    ]);
  });

  it('leaves links found as before', () => {
    warmLinkDetection();
    expect(find('see inkling.app and https://example.com/a?b=c').map((link) => link.href)).toEqual([
      'http://inkling.app',
      'https://example.com/a?b=c',
    ]);
  });
});

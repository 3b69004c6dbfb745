import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoToNote } from './PhotoToNote';

describe('the photo-to-digital walkthrough', () => {
  it('walks through the seed’s four steps, in order', () => {
    render(<PhotoToNote />);
    const steps = within(screen.getByRole('list', { name: 'Photo to digital note' }))
      .getAllByRole('listitem')
      .map((step) => within(step).getByRole('heading').textContent);
    expect(steps).toEqual(['Upload photo', 'Capture notes', 'AI processing', 'Digital note']);
  });

  it('describes what ships: read on Inkling’s own server, printed text, AI only if you ask', () => {
    render(<PhotoToNote />);
    const section = screen.getByRole('region', { name: 'Photograph a page, search every word' });
    expect(within(section).queryByText('In development')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Inkling’s own server reads the text');
    expect(section).toHaveTextContent('handwriting is not read reliably');
    expect(section).toHaveTextContent(/If you like, Tidy with AI[^.]*one AI use/);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ann = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'ann',
  createdAt: '2026-11-22T10:00:00.000Z',
};

/** The session answer the page's first user fetch gets. */
function signedInAs(user: typeof ann | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ user }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
}

// The session store is module state: give each test a fresh copy.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderSection() {
  const [{ AuthProvider }, { AiSection }] = await Promise.all([
    import('@app/auth/AuthProvider'),
    import('./AiSection'),
  ]);
  render(
    <MemoryRouter>
      <AuthProvider>
        <AiSection />
      </AuthProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Start writing with AI' });
}

describe('the landing page’s AI section', () => {
  it('sends a visitor to sign up, and on to the assistant after', async () => {
    signedInAs(null);
    const button = await renderSection();
    expect(button).toHaveAttribute('href', '/signup?next=%2Fassistant');
  });

  it('sends a signed-in user straight to the assistant', async () => {
    signedInAs(ann);
    const button = await renderSection();
    await waitFor(() => expect(button).toHaveAttribute('href', '/assistant'));
  });

  it('is not marked as in development: the assistant has shipped', async () => {
    signedInAs(null);
    await renderSection();
    expect(screen.queryByText('In development')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask for a document, get a note' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

async function renderMarkdown(markdown: string) {
  const view = render(
    <MemoryRouter>
      <Markdown>{markdown}</Markdown>
    </MemoryRouter>,
  );
  // The renderer is its own chunk: wait until it replaced the plain-text fallback.
  await screen.findByTestId('markdown');
  return view;
}

describe('Markdown', () => {
  it('formats GitHub-flavoured Markdown: headings, lists, task lists, tables in their own scroll box', async () => {
    await renderMarkdown(
      [
        '# Photosynthesis',
        '',
        '- light',
        '- water',
        '',
        '- [x] read',
        '- [ ] explain',
        '',
        '| Term | Meaning |',
        '| --- | --- |',
        '| Chlorophyll | The green pigment |',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { name: 'Photosynthesis' })).toBeInTheDocument();
    expect(screen.getByText('light').closest('li')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'To do' })).not.toBeChecked();
    const table = screen.getByRole('region', { name: 'Table' });
    expect(table).toHaveClass('overflow-x-auto');
    expect(table.querySelector('td')).toHaveTextContent('Chlorophyll');
  });

  it('renders no raw HTML and drops script links', async () => {
    const { container } = await renderMarkdown(
      [
        'Before <script>window.hacked = true</script> after',
        '',
        '<img src="x" onerror="window.hacked = true">',
        '',
        '<b>bold?</b>',
        '',
        '[click me](javascript:alert(1))',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('click me').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
  });

  it('gives every link rel="noopener noreferrer"; other sites open in a new tab, the app’s paths in place', async () => {
    await renderMarkdown('[site](https://example.com/x) and [note](/note/n1)');
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAttribute('target', '_blank');
    const note = screen.getByRole('link', { name: 'note' });
    expect(note).toHaveAttribute('href', '/note/n1');
    expect(note).toHaveAttribute('rel', 'noopener noreferrer');
    expect(note).not.toHaveAttribute('target');
  });

  it('shows an image as a link to it, never fetching it', async () => {
    const { container } = await renderMarkdown('![a chart](https://tracker.example/p.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'a chart' })).toHaveAttribute(
      'href',
      'https://tracker.example/p.png',
    );
  });
});

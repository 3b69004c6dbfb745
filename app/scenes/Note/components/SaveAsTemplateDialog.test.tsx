import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@app/components/toast/ToastProvider';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';

function dialog(title: string, open: boolean) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <SaveAsTemplateDialog noteId="n1" title={title} open={open} onOpenChange={() => {}} />
      </ToastProvider>
    </QueryClientProvider>
  );
}

describe('SaveAsTemplateDialog', () => {
  it('fills the name with the title the note has when the dialog opens, not when the screen did', async () => {
    // The screen mounts with a blank note; the title is typed; a command opens the dialog.
    const { rerender } = render(dialog('', false));
    rerender(dialog('Weekly review', false));
    rerender(dialog('Weekly review', true));
    expect(await screen.findByLabelText('Name')).toHaveValue('Weekly review');
  });
});

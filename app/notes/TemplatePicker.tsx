import { templateCategories, type Template } from '@common/schemas/templates';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { useToast } from '@app/components/toast/ToastProvider';
import { cn } from '@app/lib/cn';
import { useDeleteTemplateMutation, useTemplatesQuery } from '@app/queries/templateQueries';
import { useCreateNote } from './useCreateNote';

const categoryLabels: Record<Template['category'], string> = {
  journal: 'Journal',
  study: 'Study',
  work: 'Work',
  writing: 'Writing',
  personal: 'Personal',
};

/** The first lines of a template's Markdown, as plain text for the preview. */
function previewLines(markdown: string) {
  return markdown
    .split('\n')
    .map((line) => line.replace(/^#+\s|^[-*]\s(\[[ x]\]\s)?|^\d+\.\s|[*_`>|]/g, '').trim())
    .filter(Boolean)
    .slice(0, 6);
}

/** "New from template": the built-in templates and the reader's own, by category. */
export function TemplatePicker({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [category, setCategory] = useState<Template['category'] | 'all'>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const createNote = useCreateNote();
  const { toast } = useToast();
  const templates = useTemplatesQuery({ enabled: open });
  const remove = useDeleteTemplateMutation({
    onSuccess: () => {
      setSelectedId(null);
      toast({ title: 'Template deleted', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Not deleted', description: error.message, variant: 'destructive' }),
  });

  const all = templates.data?.templates ?? [];
  const shown = category === 'all' ? all : all.filter((t) => t.category === category);
  const selected = all.find((t) => t.id === selectedId) ?? shown[0];

  async function use(template: Template) {
    onOpenChange(false);
    await createNote({ templateId: template.id });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[85vh] max-w-3xl grid-rows-[auto_auto_1fr] gap-4 p-6">
        <div>
          <DialogTitle>New note from a template</DialogTitle>
          <DialogDescription>
            Start with the structure in place, then make it yours.
          </DialogDescription>
        </div>
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {(['all', ...templateCategories] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={category === value ? 'secondary' : 'outline'}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              {value === 'all' ? 'All' : categoryLabels[value]}
            </Button>
          ))}
        </div>
        {templates.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading templates…
          </p>
        ) : templates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Templates could not be loaded: {templates.error.message}
          </p>
        ) : (
          <div className="grid min-h-0 gap-4 sm:grid-cols-[16rem_minmax(0,1fr)]">
            <ul aria-label="Templates" className="min-h-0 overflow-y-auto pr-1">
              {shown.map((template) => (
                <li key={template.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(template.id)}
                    onDoubleClick={() => void use(template)}
                    aria-current={selected?.id === template.id}
                    className={cn(
                      'w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-muted',
                      selected?.id === template.id && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="block font-medium">{template.name}</span>
                    <span className="block text-xs opacity-80">
                      {template.builtIn ? categoryLabels[template.category] : 'Your template'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {selected && (
              <section
                aria-label={`Preview of ${selected.name}`}
                className="flex min-h-0 min-w-0 flex-col gap-3 overflow-hidden rounded-lg border border-border p-4"
              >
                <h3 className="font-semibold">{selected.name}</h3>
                <p className="text-sm text-muted-foreground">{selected.description}</p>
                <ul className="flex-1 space-y-1 overflow-y-auto text-sm">
                  {previewLines(selected.markdown).map((line, index) => (
                    <li key={index} className="truncate">
                      {line}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => void use(selected)}>Use this template</Button>
                  {!selected.builtIn && (
                    <Button
                      variant="outline"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(selected.id)}
                    >
                      <Trash2 aria-hidden />
                      Delete template
                    </Button>
                  )}
                </div>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

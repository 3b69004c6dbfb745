import { templateCategories, type Template } from '@common/schemas/templates';
import { useState, type FormEvent } from 'react';
import { FormField } from '@app/components/form/FormField';
import { Button } from '@app/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { Input } from '@app/components/ui/Input';
import { useToast } from '@app/components/toast/ToastProvider';
import { useSaveAsTemplateMutation } from '@app/queries/templateQueries';

interface SaveAsTemplateDialogProps {
  noteId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Keeps this note's structure as the reader's own template, for "New from template". */
export function SaveAsTemplateDialog({
  noteId,
  title,
  open,
  onOpenChange,
}: SaveAsTemplateDialogProps) {
  const [name, setName] = useState(title);
  // Opened from a command (not a trigger), Radix never calls onOpenChange(true): the
  // name is filled from the title whenever the dialog opens, during render.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(title);
  }
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<Template['category']>('personal');
  const { toast } = useToast();
  const save = useSaveAsTemplateMutation({
    onSuccess: (template) => {
      toast({
        title: 'Saved as a template',
        description: `“${template.name}” is in New note from template.`,
        variant: 'success',
      });
      onOpenChange(false);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      noteId,
      name: name.trim() || undefined,
      description: description.trim() || undefined,
      category,
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Save as template</DialogTitle>
        <DialogDescription>
          New notes from this template start with this note’s text.
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <FormField id="template-name" label="Name">
            {(field) => (
              <Input
                {...field}
                value={name}
                maxLength={80}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="template-description" label="Description" hint="Optional: what it is for.">
            {(field) => (
              <Input
                {...field}
                value={description}
                maxLength={200}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="template-category" label="Category">
            {(field) => (
              <select
                {...field}
                value={category}
                onChange={(e) => setCategory(e.target.value as Template['category'])}
                className="h-10 rounded-lg border border-input bg-background px-3 text-sm capitalize"
              >
                {templateCategories.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {save.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

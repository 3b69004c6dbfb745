import { PRODUCT_NAME } from '@common/constants';
import { Button } from '@app/components/ui/Button';
import { NewTagForm } from './components/NewTagForm';
import { TagList } from './components/TagList';
import { TagsEmpty } from './components/TagsEmpty';
import { useTagsQuery } from '@app/queries/tagQueries';
import { TAGS_HEADING_ID } from './useTags';

export function meta() {
  return [{ title: `Tags — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Every tag with its note count and colour: rename, recolour, merge, delete. */
export default function Tags() {
  const tags = useTagsQuery();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 id={TAGS_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight">
          Tags
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Open a tag to see its notes. Renaming a tag to another tag’s name merges the two.
        </p>
      </header>
      <NewTagForm />
      {tags.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your tags…
        </p>
      ) : tags.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-destructive">Could not load your tags: {tags.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void tags.refetch()}>
            Try again
          </Button>
        </div>
      ) : tags.data.length === 0 ? (
        <TagsEmpty />
      ) : (
        <TagList tags={tags.data} />
      )}
    </div>
  );
}

import { tagColors, type TagWithCount } from '@common/schemas/notes';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';
import { cn } from '@app/lib/cn';
import { swatchClasses } from '@app/notes/TagBadge';
import { colorLabel } from '../tagWords';
import { useRecolourTag } from '../useTags';

type TagColor = (typeof tagColors)[number];
const isTagColor = (value: string): value is TagColor =>
  (tagColors as readonly string[]).includes(value);

/** The tag's colour as a swatch button; its menu is a radio group of the eight colours. */
export function TagColorMenu({ tag }: { tag: TagWithCount }) {
  const recolour = useRecolourTag();
  const current = isTagColor(tag.color) ? tag.color : 'gray';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Colour of “${tag.name}”: ${colorLabel(current)}`}
          disabled={recolour.isPending}
        >
          <span className={cn('size-4 rounded-full', swatchClasses[current])} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Colour</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(color) => {
            if (isTagColor(color) && color !== current) recolour.mutate({ tag, color });
          }}
        >
          {tagColors.map((color) => (
            <DropdownMenuRadioItem key={color} value={color}>
              <span className={cn('size-3 rounded-full', swatchClasses[color])} aria-hidden />
              {colorLabel(color)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';
import { cn } from '@app/lib/cn';

export interface NavigationItem {
  to: string;
  label: string;
}

/**
 * The app's screens behind one button on phones, where the header has no
 * room for a row of links. Radix's menu brings the keyboard: arrows, Escape
 * closes and focus goes back to the button.
 */
export function PhoneNavigation({ items }: { items: readonly NavigationItem[] }) {
  const { pathname } = useLocation();
  const current = items.find((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <Menu aria-hidden />
          {/* The name says what the button opens and still contains the words it shows. */}
          {current ? (
            <>
              <span className="sr-only">Menu: </span>
              {current.label}
            </>
          ) : (
            'Menu'
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-48">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link
              to={item.to}
              aria-current={item === current ? 'page' : undefined}
              className={cn(item === current && 'font-semibold')}
            >
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

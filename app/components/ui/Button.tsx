import { Children, cloneElement, isValidElement, type ComponentProps } from 'react';
import { cn } from '@app/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-accent text-accent-foreground hover:bg-accent/80',
  outline: 'border border-border bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 px-3',
  md: 'h-10 px-4',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonVariants {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/**
 * The classes of a button, for links and other elements that look like one.
 * (A plain lookup rather than class-variance-authority: every public page
 * loads this file, and its JavaScript budget is tight.)
 */
export function buttonVariants({ variant, size }: ButtonVariants = {}): string {
  return cn(base, variants[variant ?? 'primary'], sizes[size ?? 'md']);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariants {
  /** Render the one child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    // The child keeps its own element and props; it gains the button's classes (Radix Slot's
    // idea, in the few lines this app needs: no handlers to merge on our side).
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child))
      throw new Error('Button asChild needs a single element child');
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) });
  }
  return (
    // A bare <button> inside a form would submit it; make that a choice, not an accident.
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}

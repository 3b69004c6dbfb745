import { PRODUCT_NAME } from '@common/constants';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { Logo } from '@app/scenes/Landing/components/Logo';

/** The frame of the sign-in, sign-up and password screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <div className="mx-auto w-full max-w-md px-4 pt-6">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to Website
          </Link>
        </Button>
      </div>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 pb-16">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <Logo className="size-10" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
        <p className="sr-only">{PRODUCT_NAME}</p>
      </main>
    </div>
  );
}

/** A labelled rule between two ways to sign in. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div
      className="my-6 flex items-center gap-3 text-xs text-muted-foreground"
      role="separator"
      aria-label={typeof children === 'string' ? children : undefined}
    >
      <span className="h-px flex-1 bg-border" />
      <span>{children}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

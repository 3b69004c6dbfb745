/** Inkling's mark: a pen stroke ending in a drop of ink. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M11 23.5c3.2-.4 5.6-2.3 7.6-5.4l3.9-6.3a2.2 2.2 0 0 0-3.7-2.3l-3.9 6.3c-1.7 2.8-3.3 4.7-5.2 5.6"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="24" r="1.6" className="fill-primary-foreground" />
    </svg>
  );
}

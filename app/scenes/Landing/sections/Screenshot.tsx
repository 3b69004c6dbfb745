import {
  screenshots,
  screenshotSrc,
  screenshotSrcSet,
  type ScreenshotName,
} from '@content/screenshots';

export type { ScreenshotName };

/**
 * A screenshot of the real app (made by `npm run screenshots`) as AVIF with a
 * WebP fallback, in the widths the screen needs; width and height reserve its
 * space so nothing shifts when it arrives, and it loads only near the screen.
 */
export function Screenshot({
  name,
  sizes = '(min-width: 1024px) 560px, 100vw',
  className,
}: {
  name: ScreenshotName;
  sizes?: string;
  className?: string;
}) {
  const shot = screenshots[name];
  const fallbackWidth = shot.widths.at(-2) ?? shot.widths[0];
  return (
    <picture>
      <source type="image/avif" srcSet={screenshotSrcSet(name, 'avif')} sizes={sizes} />
      <img
        src={screenshotSrc(name, fallbackWidth ?? shot.width, 'webp')}
        srcSet={screenshotSrcSet(name, 'webp')}
        sizes={sizes}
        width={shot.width}
        height={shot.height}
        alt={shot.alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}

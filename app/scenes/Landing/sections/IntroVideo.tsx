import { tour } from '@content/tour';
import { SectionHeading } from './SectionHeading';

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/**
 * The product tour, recorded from the running app by `npm run video`.
 * `preload="none"`: only the poster loads until the visitor presses play.
 */
export function IntroVideo() {
  return (
    <section aria-labelledby="tour-title" className="mx-auto max-w-5xl px-4 pb-20">
      <SectionHeading
        id="tour-title"
        eyebrow="Product tour"
        title="See Inkling in two and a half minutes"
      >
        A real recording of the app: writing a note, search, templates, focus mode and the timeline.
      </SectionHeading>
      <figure className="mt-10">
        <video
          controls
          preload="none"
          playsInline
          width={tour.width}
          height={tour.height}
          poster={tour.poster.webp}
          className="h-auto w-full rounded-2xl border border-border bg-muted shadow-xl"
          aria-describedby="tour-caption"
        >
          {tour.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {tour.captions && (
            <track
              kind="captions"
              src={tour.captions.src}
              srcLang={tour.captions.srclang}
              label={tour.captions.label}
              default
            />
          )}
        </video>
        <figcaption id="tour-caption" className="mt-3 text-center text-sm text-muted-foreground">
          Product tour, {minutes(tour.durationSeconds)}, with captions and no sound.
        </figcaption>
      </figure>
    </section>
  );
}

import type { Testimonial } from '@common/schemas/content';
import { AiSection } from './AiSection';
import { ChatToShare } from './ChatToShare';
import { FaqSection } from './FaqSection';
import { FeatureShowcases } from './FeatureShowcases';
import { FinalCta } from './FinalCta';
import { IntroVideo } from './IntroVideo';
import { PhotoToNote } from './PhotoToNote';
import { StickyCallsToAction } from './StickyCallsToAction';
import { Testimonials } from './Testimonials';
import { FeatureGrid } from '../components/FeatureGrid';

/**
 * Everything under the hero, in the seed's order. It is its own chunk: the
 * prerendered HTML shows it at once, and its code arrives after the page is
 * interactive (React hydrates it when the chunk lands), so the first
 * screen's JavaScript stays within budget.
 */
export default function BelowTheFold({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <>
      <IntroVideo />
      <AiSection />
      <PhotoToNote />
      <ChatToShare />
      <FeatureShowcases />
      <Testimonials testimonials={testimonials} />
      <FeatureGrid />
      <FaqSection />
      <FinalCta />
      <StickyCallsToAction />
    </>
  );
}

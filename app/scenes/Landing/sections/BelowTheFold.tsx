import type { Testimonial } from '@common/schemas/content';
import { AiSection } from './AiSection';
import { ChatToShare } from './ChatToShare';
import { FaqSection } from './FaqSection';
import { FeatureShowcases } from './FeatureShowcases';
import { FinalCta } from './FinalCta';
import { FloatingCallToAction } from './FloatingCallToAction';
import { IntroVideo } from './IntroVideo';
import { PhotoToNote } from './PhotoToNote';
import { Testimonials } from './Testimonials';
import { FeatureGrid } from '../components/FeatureGrid';

/**
 * Everything under the hero, in the seed's order. Static content: on a first
 * visit to `/` the prerendered HTML stays as it is and this chunk is never
 * fetched (see Landing's PrerenderedSections); it renders when a visitor
 * comes to `/` from another screen of the app.
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
      <FloatingCallToAction />
    </>
  );
}

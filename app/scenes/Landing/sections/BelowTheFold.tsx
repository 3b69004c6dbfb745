import { AiSection } from './AiSection';
import { ChatToShare } from './ChatToShare';
import { FaqSection } from './FaqSection';
import { FeatureShowcases } from './FeatureShowcases';
import { FinalCta } from './FinalCta';
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
export default function BelowTheFold() {
  return (
    <>
      <AiSection />
      <PhotoToNote />
      <ChatToShare />
      <FeatureShowcases />
      <Testimonials />
      <FeatureGrid />
      <FaqSection />
      <FinalCta />
      <StickyCallsToAction />
    </>
  );
}

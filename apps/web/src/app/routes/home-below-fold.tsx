import { AcpPlansCarousel } from '../../features/catalogue/components/acp-plans-carousel';
import {
  CoverageBand,
  FeatureCards,
  HomeFaq,
  HowItWorks,
  SavingsCards,
} from '../../features/home-marketing/components/home-sections';

/** The home page below its top: ACP plans, features, how it works, savings, coverage box and FAQ. */
export function HomeBelowFold() {
  return (
    <>
      <AcpPlansCarousel />
      <FeatureCards />
      <HowItWorks />
      <SavingsCards />
      <CoverageBand />
      <HomeFaq />
    </>
  );
}

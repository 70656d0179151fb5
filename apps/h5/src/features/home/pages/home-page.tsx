import { HomeHeader } from '../components/home-header';
import { LawyerJoinBanner } from '../components/lawyer-join-banner';
import { LegalTypeGrid } from '../components/legal-type-grid';
import { RecommendedLawyers } from '../components/recommended-lawyers';
import { SearchEntry } from '../components/search-entry';
import { ServiceEntries } from '../components/service-entries';
import styles from './home-page.module.css';

/**
 * Entry page '/' (seed §2): custom bar, search, the main services, 律师入驻 for whoever is not a certified
 * lawyer, the practice areas, recommended lawyers.
 */
export default function HomePage() {
  return (
    <div className={styles.home}>
      <HomeHeader />
      <SearchEntry />
      <ServiceEntries />
      <LawyerJoinBanner />
      <LegalTypeGrid />
      <RecommendedLawyers />
    </div>
  );
}

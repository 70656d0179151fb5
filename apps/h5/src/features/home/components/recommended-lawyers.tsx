import { formatFen, type LawyerListItem, practiceYearsLabel } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { withQuery } from '../../../lib/url';
import { LawyerAvatar } from '../../lawyer-directory/components/lawyer-avatar';
import { RatingText } from '../../lawyer-directory/components/rating-text';
import { lawyerListAddress } from '../../lawyer-directory/lawyer-list-address';
import { useRecommendedLawyers } from '../api/get-recommended-lawyers';
import styles from './recommended-lawyers.module.css';

/** 推荐律师: the five best-rated lawyers, and 查看更多 for the whole list in that order. */
export function RecommendedLawyers() {
  const lawyers = useRecommendedLawyers();
  return (
    <section className={styles.section} aria-labelledby="recommended-lawyers-title">
      <div className={styles.header}>
        <h2 id="recommended-lawyers-title" className={styles.heading}>
          推荐律师
        </h2>
        <Link className={styles.more} to={lawyerListAddress({ sort: 'rating' })}>
          查看更多
          <RightOutline />
        </Link>
      </div>
      <AsyncView
        query={lawyers}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无推荐律师"
        loading={<Skeleton.Paragraph lineCount={5} animated />}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((lawyer) => (
              <RecommendedLawyer key={lawyer.uuid} lawyer={lawyer} />
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

function RecommendedLawyer({ lawyer }: { lawyer: LawyerListItem }) {
  return (
    <li>
      <Link className={styles.lawyer} to={withQuery(PATHS.lawyerDetail, { uuid: lawyer.uuid })}>
        <LawyerAvatar name={lawyer.name} avatar={lawyer.avatar} size={44} />
        <span className={styles.who}>
          <span className={styles.name}>{lawyer.name}</span>
          <span className={styles.firm}>
            {lawyer.law_firm} · {practiceYearsLabel(lawyer.practice_years)}
          </span>
        </span>
        <span className={styles.figures}>
          <RatingText rating={lawyer.rating} reviewCount={lawyer.review_count} />
          {lawyer.lowest_price === null ? null : (
            <span className={styles.price}>¥{formatFen(lawyer.lowest_price)}起</span>
          )}
        </span>
      </Link>
    </li>
  );
}
